import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The authenticator app's setup link as a QR code to scan, drawn as one SVG path from the matrix that
 * uqr (unjs, MIT, no dependencies) encodes — no markup is injected. Dark modules on white in both
 * themes, with the quiet zone of four modules that scanners expect (ISO/IEC 18004).
 */
export function SetupQr({ uri }: { uri: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(uri, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
    return { path: d, size: data.length };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label="QR code to scan with an authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 shrink-0 rounded-lg border border-slate-200"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
