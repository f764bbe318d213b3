// Toasts through sonner, loaded only when the first toast is shown, so pages do not pay for it up front.
import { lazy, Suspense, useEffect, useState } from "react";

export interface ToastRequest {
  title: string;
  description?: string;
  duration: number;
  variant?: "default" | "destructive";
}

const pending: ToastRequest[] = [];
let listener: (() => void) | null = null;

export function showToast(request: ToastRequest): void {
  pending.push(request);
  listener?.();
}

const Toaster = lazy(async () => {
  const { Toaster, toast } = await import("sonner");
  function Flush() {
    useEffect(() => {
      const flush = () => {
        for (const request of pending.splice(0)) {
          const show = request.variant === "destructive" ? toast.error : toast;
          show(request.title, { description: request.description, duration: request.duration });
        }
      };
      listener = flush;
      flush();
      return () => {
        listener = null;
      };
    }, []);
    return <Toaster position="top-center" richColors closeButton={false} />;
  }
  return { default: Flush };
});

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (pending.length) setWanted(true);
    listener = () => setWanted(true);
    return () => {
      listener = null;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
