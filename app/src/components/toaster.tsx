// Toasts (spec §8) through sonner: it announces each one in a polite live region, pauses while
// hovered or focused, and stacks them; a destructive toast is its error style.
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
