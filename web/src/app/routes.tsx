import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths, patterns } from '@/config/paths';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { SignInPage } from '@/features/auth/sign-in-page';
import { AppShell } from '@/components/layout/app-shell';
import { ProtectedRoute } from '@/components/layout/protected-route';

/** Route modules load on demand, so the first screen carries only what it shows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const page = <K extends string, P = any>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const PasswordPage = page(() => import('@/features/auth/password-page'), 'PasswordPage');
const VerifyPage = page(() => import('@/features/auth/verify-page'), 'VerifyPage');
const ResetPasswordPage = page(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage');
const CallbackPage = page(() => import('@/features/auth/callback-page'), 'CallbackPage');
const UnauthorizedPage = page(() => import('@/components/errors/unauthorized-page'), 'UnauthorizedPage');
const EmailStep = page(() => import('@/features/onboarding/account-steps'), 'EmailStep');
const NameStep = page(() => import('@/features/onboarding/account-steps'), 'NameStep');
const PasswordStep = page(() => import('@/features/onboarding/account-steps'), 'PasswordStep');
const SignUpRedirect = page(() => import('@/features/onboarding/account-steps'), 'SignUpRedirect');
const GoalCategoriesPage = page(() => import('@/features/onboarding/goal-categories'), 'GoalCategoriesPage');
const CategoryOptionsPage = page(() => import('@/features/onboarding/goal-categories'), 'CategoryOptionsPage');
const QuestionnairePage = page(() => import('@/features/onboarding/questionnaire'), 'QuestionnairePage');
const HomePage = page(() => import('@/features/home/home-page'), 'HomePage');
const GoalPage = page(() => import('@/features/goals/goal-page'), 'GoalPage');
const HistoryPage = page(() => import('@/features/history/history-page'), 'HistoryPage');
const SettingsPage = page(() => import('@/features/settings/settings-page'), 'SettingsPage');
const SupportPage = page(() => import('@/features/support/support-page'), 'SupportPage');

function Lazy() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
      <Route path={paths.signIn} element={<SignInPage />} />
      <Route element={<Lazy />}>
        <Route path={paths.authCallback} element={<CallbackPage />} />
        <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
        <Route path={paths.emailSignIn} element={<PasswordPage variant="email-signin" />} />
        <Route path={paths.password} element={<PasswordPage variant="password" />} />
        <Route path={paths.verify} element={<VerifyPage />} />
        <Route path={paths.signUp} element={<SignUpRedirect />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.onboardingEmail} element={<EmailStep />} />
        <Route path={paths.onboardingName} element={<NameStep />} />
        <Route path={paths.onboardingPassword} element={<PasswordStep />} />
        <Route element={<ProtectedRoute />}>
          <Route element={<AppShell />}>
            <Route path={paths.goals} element={<GoalCategoriesPage />} />
            <Route path={patterns.category} element={<CategoryOptionsPage />} />
            <Route path={patterns.categoryLegacy} element={<CategoryOptionsPage />} />
            <Route path={patterns.questionnaire} element={<QuestionnairePage />} />
            <Route path={paths.home} element={<HomePage />} />
            <Route path={patterns.goal} element={<GoalPage />} />
            <Route path={paths.history} element={<HistoryPage />} />
            <Route path={paths.settings} element={<SettingsPage />} />
            <Route path={paths.support} element={<SupportPage />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
