import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths, patterns } from '@/config/paths';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { SignInPage } from '@/features/auth/sign-in-page';
import { ProtectedRoute } from '@/components/layout/protected-route';
import { Titled } from '@/components/ui/page-title';

/** Route modules load on demand, so the first screen carries only what it shows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const page = <K extends string, P = any>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

// The signed-in frame (sidebar, goals list, streak) is not part of a first visit's sign-in page either.
const AppShell = page(() => import('@/components/layout/app-shell'), 'AppShell');
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
const UnsubscribePage = page(() => import('@/features/reminders/unsubscribe-page'), 'UnsubscribePage');

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
      <Route
        path={paths.signIn}
        element={
          <Titled title="Sign in">
            <SignInPage />
          </Titled>
        }
      />
      <Route element={<Lazy />}>
        <Route
          path={paths.authCallback}
          element={
            <Titled title="Signing in">
              <CallbackPage />
            </Titled>
          }
        />
        <Route
          path={paths.unsubscribe}
          element={
            <Titled title="Unsubscribe">
              <UnsubscribePage />
            </Titled>
          }
        />
        <Route
          path={paths.unauthorized}
          element={
            <Titled title="Session expired">
              <UnauthorizedPage />
            </Titled>
          }
        />
        <Route
          path={paths.emailSignIn}
          element={
            <Titled title="Sign in">
              <PasswordPage variant="email-signin" />
            </Titled>
          }
        />
        <Route
          path={paths.password}
          element={
            <Titled title="Welcome back">
              <PasswordPage variant="password" />
            </Titled>
          }
        />
        <Route
          path={paths.verify}
          element={
            <Titled title="Verify your email">
              <VerifyPage />
            </Titled>
          }
        />
        <Route path={paths.signUp} element={<SignUpRedirect />} />
        <Route
          path={paths.resetPassword}
          element={
            <Titled title="Reset your password">
              <ResetPasswordPage />
            </Titled>
          }
        />
        <Route
          path={paths.onboardingEmail}
          element={
            <Titled title="Create your account">
              <EmailStep />
            </Titled>
          }
        />
        <Route
          path={paths.onboardingName}
          element={
            <Titled title="Create your account">
              <NameStep />
            </Titled>
          }
        />
        <Route
          path={paths.onboardingPassword}
          element={
            <Titled title="Create your account">
              <PasswordStep />
            </Titled>
          }
        />
        <Route element={<ProtectedRoute />}>
          <Route element={<AppShell />}>
            <Route
              path={paths.goals}
              element={
                <Titled title="Choose a goal">
                  <GoalCategoriesPage />
                </Titled>
              }
            />
            <Route
              path={patterns.category}
              element={
                <Titled title="Choose a goal">
                  <CategoryOptionsPage />
                </Titled>
              }
            />
            <Route
              path={patterns.categoryLegacy}
              element={
                <Titled title="Choose a goal">
                  <CategoryOptionsPage />
                </Titled>
              }
            />
            <Route
              path={patterns.questionnaire}
              element={
                <Titled title="Plan your goal">
                  <QuestionnairePage />
                </Titled>
              }
            />
            <Route
              path={paths.home}
              element={
                <Titled title="Home">
                  <HomePage />
                </Titled>
              }
            />
            <Route path={patterns.goal} element={<GoalPage />} />
            <Route
              path={paths.history}
              element={
                <Titled title="History">
                  <HistoryPage />
                </Titled>
              }
            />
            <Route
              path={paths.settings}
              element={
                <Titled title="Settings">
                  <SettingsPage />
                </Titled>
              }
            />
            <Route
              path={paths.support}
              element={
                <Titled title="Support">
                  <SupportPage />
                </Titled>
              }
            />
          </Route>
        </Route>
      </Route>
      <Route
        path="*"
        element={
          <Titled title="Page not found">
            <NotFoundPage />
          </Titled>
        }
      />
    </Routes>
  );
}
