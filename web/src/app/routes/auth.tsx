// Auth screens (SPEC §2); lazy-loaded. The guards in router.tsx keep signed-in users out.
import { useSearchParams } from 'react-router';
import { AdminLoginScreen } from '@/features/auth/components/admin-login-screen';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { SignupScreen } from '@/features/auth/components/signup-screen';

export const Login = () => <LoginScreen />;
export const Signup = () => <SignupScreen />;
export const ForgotPassword = () => <ForgotPasswordScreen />;
export const AdminLogin = () => <AdminLoginScreen />;

export function ResetPassword() {
  const [params] = useSearchParams();
  return <ResetPasswordScreen token={params.get('token')} />;
}
