// The app's toasts, one function per kind of message (spec §8), so every screen speaks alike.
import { toast } from 'sonner';

export const notify = {
  success: (title: string, text?: string) => toast.success(title, { description: text }),
  /** Spec §8 "destructive": the error style. */
  error: (title: string, text?: string) => toast.error(title, { description: text }),
  /** Spec §4: 'Conquista Desbloqueada!' with the achievement's icon and title. */
  achievement: (heading: string, icon: string, title: string) =>
    toast(heading, { description: title, icon }),
};
