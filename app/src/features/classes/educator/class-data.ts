// One class as its educator reads it: the class, its members and their progress in one query, so
// the class view, a learner's page and a skill's page share it (opening a learner from the table
// reads nothing again), and the learners' rows the views draw from it.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { learnerReport, type LearnerReport } from '@ths/training/class-report';
import { isIdle, lastPracticeAt } from '@ths/training/learner-detail';
import { needsHelp, type HelpSignal } from '@ths/training/needs-help';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { classQuery, type ClassData } from '../class-queries.ts';
import { sameNameIds } from './same-names.ts';

export type LearnerRow = {
  userId: string;
  /** The name the class's pages show: the class-only name, or else the learner's own. */
  name: string;
  /** The name the learner typed when joining ('Aluno sem nome' without one). */
  ownName: string;
  /** The name the educator gave them in this class (docs/decisions/0075), or null. */
  classOnlyName: string | null;
  /** null when the learner's stored row could not be read: the row says so, the figures leave it out. */
  report: LearnerReport | null;
  /** The progress the figures come from; empty before the first answer or when unreadable. */
  progress: Progress;
  /** The last practice (an answer or a challenge done), or null before the first or when unreadable. */
  lastActivity: string | null;
  joinedAt: string;
  /** "Sem praticar há 7 dias" (docs/decisions/0033). */
  idle: boolean;
  /** "Precisa de ajuda" and why (docs/decisions/0069); null when not, or when unreadable. */
  help: HelpSignal | null;
  /** Another learner of the class shows the same name (same-names.ts, docs/decisions/0074). */
  sameName: boolean;
};

export function useClassData(userId: string, classId: string) {
  const { supabase } = useServices();
  return useQuery(classQuery(supabase, userId, classId));
}

/** Each member's row, by name in the reader's language. */
export function learnerRows(
  data: ClassData,
  content: ContentBundle,
  unnamed: string,
  language: string,
  now: string,
): LearnerRow[] {
  const byUser = new Map(data.progress.map((entry) => [entry.userId, entry]));
  // The class-only name wins on every class page (docs/decisions/0075), the flag included: a
  // name given to tell two Anas apart clears it.
  const ownName = (member: ClassData['members'][number]) => member.displayName ?? unnamed;
  const shownName = (member: ClassData['members'][number]) =>
    member.classOnlyName ?? ownName(member);
  const sameName = sameNameIds(
    data.members.map((member) => ({ userId: member.userId, name: shownName(member) })),
    language,
  );
  return data.members
    .map((member) => {
      const stored = byUser.get(member.userId);
      const progress = stored?.progress ?? emptyProgress();
      // An unreadable row says nothing of practice: it is not flagged idle.
      const readable = stored?.progress !== null;
      const lastPractice = readable ? lastPracticeAt(progress) : null;
      const idle = readable && isIdle(lastPractice, member.joinedAt, now);
      return {
        userId: member.userId,
        name: shownName(member),
        ownName: ownName(member),
        classOnlyName: member.classOnlyName,
        report: stored?.progress === null ? null : learnerReport(content.scenarios, progress),
        progress,
        // One clock on the row: the last practice, as "Sem praticar há 7 dias" reads it, never the
        // moment a device last sent the row (a sync with nothing new moved it to today).
        lastActivity: lastPractice,
        joinedAt: member.joinedAt,
        idle,
        help: readable ? needsHelp(content.scenarios, progress) : null,
        sameName: sameName.has(member.userId),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
