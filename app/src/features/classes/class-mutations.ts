// The class area's changes, each a mutation hook that owns the cache update it needs (the keys of
// class-queries.ts): a screen says what it shows after a change (`onSuccess`, run first, as the
// screens did) or a failure, and the hook then brings the cached reads up to date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '@ths/training/assignments';
import { useServices } from '../../lib/services.tsx';
import { classKeys, type ClassData } from './class-queries.ts';
import {
  createAssignment,
  createClass,
  deleteAssignment,
  deleteClass,
  joinClass,
  leaveClass,
  removeMember,
  renameClass,
  rotateJoinCode,
  setClassOnlyName,
  updateAssignmentDue,
  type ClassInfo,
  type Membership,
} from './classes-api.ts';

/** What the screen does after a change (first, before the cache is updated) or on a failure. */
export type Screen<T> = { onSuccess?: (result: T) => unknown; onError?: (error: Error) => unknown };

/** A new class; 'Minhas turmas' reads the list again, then `onListed` (the screen opens it). */
export function useCreateClass(
  userId: string,
  screen: Screen<ClassInfo> & { onListed?: (created: ClassInfo) => unknown } = {},
) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    onError: screen.onError,
    mutationFn: async (name: string) => createClass(await supabase.connected(), name),
    onSuccess: async (created) => {
      await screen.onSuccess?.(created);
      await queryClient.invalidateQueries({ queryKey: classKeys.taught(userId) });
      await screen.onListed?.(created);
    },
  });
}

/** Both reads that show a class's name and code: the class and the educator's list. */
function useRefreshClass(userId: string, classId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: classKeys.class(userId, classId) }),
      queryClient.invalidateQueries({ queryKey: classKeys.taught(userId) }),
    ]);
}

/** A new join code for the class; the class and the list read again. */
export function useRotateJoinCode(userId: string, classId: string, screen: Screen<string> = {}) {
  const { supabase } = useServices();
  const refresh = useRefreshClass(userId, classId);
  return useMutation({
    onError: screen.onError,
    mutationFn: async () => rotateJoinCode(await supabase.connected(), classId),
    onSuccess: async (code) => {
      await screen.onSuccess?.(code);
      await refresh();
    },
  });
}

/** A class renamed; the class and the list read again. */
export function useRenameClass(userId: string, classId: string, screen: Screen<void> = {}) {
  const { supabase } = useServices();
  const refresh = useRefreshClass(userId, classId);
  return useMutation({
    onError: screen.onError,
    mutationFn: async (name: string) => renameClass(await supabase.connected(), classId, name),
    onSuccess: async () => {
      await screen.onSuccess?.();
      await refresh();
    },
  });
}

/**
 * A class deleted: its cached read goes, the list reads again; then `onListed` (the screen
 * leaves for the list, read without the class).
 */
export function useDeleteClass(
  userId: string,
  classId: string,
  screen: Screen<void> & { onListed?: () => unknown } = {},
) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    onError: screen.onError,
    mutationFn: async () => deleteClass(await supabase.connected(), classId),
    onSuccess: async () => {
      await screen.onSuccess?.();
      queryClient.removeQueries({ queryKey: classKeys.class(userId, classId) });
      await queryClient.invalidateQueries({ queryKey: classKeys.taught(userId) });
      await screen.onListed?.();
    },
  });
}

/** A learner's class-only name set or cleared; the class reads again. */
export function useSetClassOnlyName(
  userId: string,
  classId: string,
  learnerId: string,
  screen: Screen<string | null> = {},
) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    onError: screen.onError,
    mutationFn: async (name: string | null) =>
      setClassOnlyName(await supabase.connected(), classId, learnerId, name),
    onSuccess: async (stored) => {
      await screen.onSuccess?.(stored);
      await queryClient.invalidateQueries({ queryKey: classKeys.class(userId, classId) });
    },
  });
}

/** The class's data without one learner: their membership and their progress. */
function withoutLearner(data: ClassData, learnerId: string): ClassData {
  return {
    info: data.info,
    members: data.members.filter((member) => member.userId !== learnerId),
    progress: data.progress.filter((entry) => entry.userId !== learnerId),
  };
}

/** A learner removed from the class: gone from the cached class at once, then read again. */
export function useRemoveLearner(
  userId: string,
  classId: string,
  learnerId: string,
  screen: Screen<void> = {},
) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  const queryKey = classKeys.class(userId, classId);
  return useMutation({
    onError: screen.onError,
    mutationFn: async () => removeMember(await supabase.connected(), classId, learnerId),
    onSuccess: async () => {
      await screen.onSuccess?.();
      queryClient.setQueryData<ClassData>(
        queryKey,
        (data) => data && withoutLearner(data, learnerId),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The class's assignments read again (after a change the grid and the panel both show). */
function useRefreshAssignments(userId: string, classId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classKeys.assignments(userId, classId) });
}

/** An assignment deleted; the assignments read again. */
export function useDeleteAssignment(userId: string, classId: string) {
  const { supabase } = useServices();
  const refresh = useRefreshAssignments(userId, classId);
  return useMutation({
    mutationFn: async (id: string) => deleteAssignment(await supabase.connected(), id),
    onSuccess: refresh,
  });
}

/** An assignment's date changed (null: none); the assignments read again. */
export function useUpdateAssignmentDue(
  userId: string,
  classId: string,
  assignmentId: string,
  screen: Screen<void> = {},
) {
  const { supabase } = useServices();
  const refresh = useRefreshAssignments(userId, classId);
  return useMutation({
    onError: screen.onError,
    mutationFn: async (dueOn: string | null) =>
      updateAssignmentDue(await supabase.connected(), assignmentId, dueOn),
    onSuccess: async () => {
      await screen.onSuccess?.();
      await refresh();
    },
  });
}

/**
 * Work given to the class; the assignments read again (the grid and the panel both show them),
 * then `onListed` (the screen closes its form, the new work now on the page).
 */
export function useCreateAssignment(
  userId: string,
  classId: string,
  screen: Screen<void> & { onListed?: () => unknown } = {},
) {
  const { supabase } = useServices();
  const refresh = useRefreshAssignments(userId, classId);
  return useMutation({
    onError: screen.onError,
    mutationFn: async (work: Pick<Assignment, 'kind' | 'target' | 'dueOn'>) =>
      createAssignment(await supabase.connected(), classId, work),
    onSuccess: async () => {
      await screen.onSuccess?.();
      await refresh();
      await screen.onListed?.();
    },
  });
}

/**
 * Joins a class; the learner's classes read again, and the screen gets the class joined as now
 * listed (`onSuccess`), after `onSent` (the code cleared at once, as the form did).
 */
export function useJoinClass(
  userId: string,
  screen: Screen<Membership | undefined> & { onSent?: () => unknown } = {},
) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    onError: screen.onError,
    mutationFn: async (form: { code: string; name: string }) =>
      joinClass(await supabase.connected(), form.code, form.name),
    onSuccess: async (classId) => {
      await screen.onSent?.();
      await queryClient.invalidateQueries({ queryKey: classKeys.memberships(userId) });
      const joinedNow = queryClient
        .getQueryData<Membership[]>(classKeys.memberships(userId))
        ?.find((membership) => membership.classId === classId);
      await screen.onSuccess?.(joinedNow);
    },
  });
}

/** Leaves a class; the learner's classes read again. */
export function useLeaveClass(userId: string, classId: string, screen: Screen<void> = {}) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    onError: screen.onError,
    mutationFn: async () => leaveClass(await supabase.connected(), classId, userId),
    onSuccess: async () => {
      await screen.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: classKeys.memberships(userId) });
    },
  });
}
