/** The signed-in candidate's to-dos; completing one also completes its notification. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Todo } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateActivities, candidateTodos } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Owner } from '../auth/signed-in-owner.js';
import { transaction } from '../../db/transaction.js';

type TodoRow = typeof candidateTodos.$inferSelect;

const ownTodos = (owner: Owner) => [
  eq(candidateTodos.tenantId, owner.tenantId),
  eq(candidateTodos.candidateId, owner.candidateId),
];

export async function listTodos(db: Database, owner: Owner): Promise<Todo[]> {
  const rows = await db
    .select()
    .from(candidateTodos)
    .where(and(...ownTodos(owner)))
    .orderBy(asc(candidateTodos.dueAt), asc(candidateTodos.id));
  return rows.map(presentTodo);
}

/** Idempotent: a to-do completed before keeps its completion time. */
export async function completeTodo(
  db: Database,
  owner: Owner,
  todoId: number,
  now = new Date(),
): Promise<Todo> {
  return transaction(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(candidateTodos)
      .where(and(...ownTodos(owner), eq(candidateTodos.id, todoId)))
      .limit(1);
    if (!found) throw appError('TODO_NOT_FOUND');
    if (found.completedAt !== null) return presentTodo(found);
    const [row] = await tx
      .update(candidateTodos)
      .set({ completedAt: now, updatedAt: now })
      .where(and(...ownTodos(owner), eq(candidateTodos.id, todoId)))
      .returning();
    if (!row) throw appError('TODO_NOT_FOUND');
    if (row.activityId !== null) {
      await tx
        .update(candidateActivities)
        .set({ status: 'completed', completedDatetime: now })
        .where(
          and(
            eq(candidateActivities.tenantId, owner.tenantId),
            eq(candidateActivities.candidateId, owner.candidateId),
            eq(candidateActivities.id, row.activityId),
            isNull(candidateActivities.completedDatetime),
          ),
        );
    }
    return presentTodo(row);
  });
}

function presentTodo(row: TodoRow): Todo {
  return {
    todoId: row.id,
    title: row.title,
    description: row.description,
    dueAt: row.dueAt?.getTime() ?? null,
    completedAt: row.completedAt?.getTime() ?? null,
    activityId: row.activityId,
    interviewId: row.interviewId,
  };
}
