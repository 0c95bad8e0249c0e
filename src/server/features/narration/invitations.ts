import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { firstName } from '../../../shared/children.js';
import {
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  INVITATION_TOKEN_PATTERN,
  RECORD_PAGE_PREFIX,
  UNAPPROVED_RECORDING_DAYS,
  type TCreatedInvitation,
  type TInvitation,
  type TInvitationStatus,
  type TInvitationView,
} from '../../../shared/invitations.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { readerPath } from '../../../shared/reader-paths.js';
import { recordingAudioPath } from '../../../shared/recordings.js';
import { splitIntoSentences } from '../../../shared/sentences.js';
import type { TStory } from '../../../shared/stories.js';
import { auditActor, type AuditLog } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/identity.js';
import { recordedNarrations, recordingInvitations } from '../../platform/db/schema/recordings.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { invitationMail, recordedMail } from './invitation-mail.js';
import type { Recordings } from './recordings.js';

const DAY_MS = 86_400_000;
const KEPT_MS = UNAPPROVED_RECORDING_DAYS * DAY_MS;

/** When a saved voice nobody approved is deleted: its save (the row's last write) plus the days kept. */
const removalOf = (savedAt: Date) => new Date(savedAt.getTime() + KEPT_MS);

export interface InvitationsDeps {
  db: Db;
  audit: AuditLog;
  mailer: Mailer;
  recordings: Recordings;
  /** The app's public address: links are absolute so they can be pasted anywhere. */
  publicUrl: string;
  /** The parent's own story (the stories feature's repository), null when not theirs. */
  findStory(userId: string, storyId: string): Promise<TStory | null>;
  now?: () => Date;
}

/** The parent, as the audit log and the mail name them. */
export interface InvitingParent {
  id: string;
  email: string;
  name: string;
}

/** A live invitation, as its token opens it. */
export interface LiveInvitation {
  id: string;
  userId: string;
  storyId: string;
  name: string;
  expiresAt: Date;
}

/** Unknown, expired and revoked links: one answer, so a link says nothing about which. */
export const invitationGone = () => AppError.notFound(INVITATION_MESSAGES.gone);

/**
 * Invitations for a relative to record a story (issue 29 part 4): made with 32 random bytes
 * (base64url in the link, SHA-256 in the table), listed and revoked by their owner only (every
 * statement filters by the user id), opened by a token while neither expired nor revoked. The
 * recording itself is the recordings module's, with the invitation as its owner.
 */
export function createInvitations(deps: InvitationsDeps) {
  const { db, audit, mailer, recordings, now = () => new Date() } = deps;

  async function create(
    parent: InvitingParent,
    storyId: string,
    input: { name: string; email?: string },
  ): Promise<TCreatedInvitation> {
    const story = await deps.findStory(parent.id, storyId);
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + INVITATION_DAYS * DAY_MS);
    const url = new URL(`${RECORD_PAGE_PREFIX}${token}`, deps.publicUrl).toString();
    const { id, mailId } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(recordingInvitations)
        .values({
          tokenHash: hashToken(token),
          storyId,
          userId: parent.id,
          childId: story.childId,
          name: input.name,
          email: input.email ?? null,
          createdAt: at,
          expiresAt,
        })
        .returning({ id: recordingInvitations.id });
      if (!row) throw new Error('invitation not saved');
      await audit.record(
        auditActor(parent),
        {
          action: 'invitation.create',
          targetId: storyId,
          details: { invitationId: row.id, mailed: !!input.email },
        },
        tx,
      );
      const mail = input.email
        ? invitationMail({ parentName: parent.name, childName: story.childName, url, expiresAt })
        : null;
      return { id: row.id, mailId: mail && input.email ? await mailer.write(tx, [input.email], mail) : null };
    });
    if (mailId) await mailer.deliverSoon(mailId);
    return { id, url };
  }

  function statusOf(
    row: { revokedAt: Date | null; expiresAt: Date },
    recording: { status: string | null; approvedAt: Date | null },
    at: number,
  ): TInvitationStatus {
    // A saved voice outlives its link: revoked or not, it waits for the parent to decide.
    if (recording.status === 'ready' && recording.approvedAt) return 'approved';
    if (recording.status === 'ready') return row.revokedAt ? 'revokedRecorded' : 'recorded';
    if (row.revokedAt) return 'revoked';
    return row.expiresAt.getTime() <= at ? 'expired' : 'waiting';
  }

  /** GET /api/stories/:id/invitations: the story's invitations, oldest first, never a token. */
  async function list(userId: string, storyId: string): Promise<TInvitation[]> {
    const story = await deps.findStory(userId, storyId);
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    const rows = await db
      .select({
        id: recordingInvitations.id,
        name: recordingInvitations.name,
        email: recordingInvitations.email,
        createdAt: recordingInvitations.createdAt,
        expiresAt: recordingInvitations.expiresAt,
        revokedAt: recordingInvitations.revokedAt,
        recordingId: recordingInvitations.recordingId,
        status: recordedNarrations.status,
        approvedAt: recordedNarrations.approvedAt,
        savedAt: recordedNarrations.updatedAt,
      })
      .from(recordingInvitations)
      .leftJoin(recordedNarrations, eq(recordedNarrations.id, recordingInvitations.recordingId))
      .where(and(eq(recordingInvitations.storyId, storyId), eq(recordingInvitations.userId, userId)))
      .orderBy(asc(recordingInvitations.createdAt), asc(recordingInvitations.id));
    const at = now().getTime();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      status: statusOf(r, r, at),
      recordingId: r.recordingId,
      audioUrl: r.recordingId && r.status === 'ready' ? recordingAudioPath(r.recordingId) : null,
      removesAt:
        r.status === 'ready' && !r.approvedAt && r.savedAt ? removalOf(r.savedAt).toISOString() : null,
    }));
  }

  /**
   * DELETE /api/invitations/:id: the link stops working at once (again is harmless), and a
   * recording left unfinished through it goes; false when it is not the owner's.
   */
  async function revoke(parent: InvitingParent, invitationId: string): Promise<boolean> {
    if (!isUuid(invitationId)) return false;
    const revoked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(recordingInvitations)
        .set({
          revokedAt: sql`coalesce(${recordingInvitations.revokedAt}, ${now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(recordingInvitations.id, invitationId), eq(recordingInvitations.userId, parent.id)))
        .returning({ storyId: recordingInvitations.storyId });
      if (!row) return false;
      await audit.record(
        auditActor(parent),
        { action: 'invitation.revoke', targetId: row.storyId, details: { invitationId } },
        tx,
      );
      return true;
    });
    if (revoked) await recordings.removeUnfinished(parent.id, invitationId);
    return revoked;
  }

  /** The live invitation a token opens, or null: unknown, expired and revoked alike. */
  async function resolve(token: string): Promise<LiveInvitation | null> {
    if (!INVITATION_TOKEN_PATTERN.test(token)) return null;
    const [row] = await db
      .select({
        id: recordingInvitations.id,
        userId: recordingInvitations.userId,
        storyId: recordingInvitations.storyId,
        name: recordingInvitations.name,
        expiresAt: recordingInvitations.expiresAt,
      })
      .from(recordingInvitations)
      .where(
        and(
          eq(recordingInvitations.tokenHash, hashToken(token)),
          isNull(recordingInvitations.revokedAt),
          gt(recordingInvitations.expiresAt, now()),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The live invitation and its story, or the one 404 for every link that does not work. */
  async function open(token: string): Promise<{ invitation: LiveInvitation; story: TStory }> {
    const invitation = await resolve(token);
    const story = invitation ? await deps.findStory(invitation.userId, invitation.storyId) : null;
    if (!invitation || !story) throw invitationGone();
    return { invitation, story };
  }

  const ownerOf = (i: LiveInvitation) => ({ userId: i.userId, invitationId: i.id });

  /** GET /api/invitations/by-token/:token: the story's words and the child's first name only. */
  async function view(token: string): Promise<TInvitationView> {
    const { invitation, story } = await open(token);
    const recording = await recordings.ofInvitation(invitation.userId, invitation.id);
    return {
      childName: firstName(story.childName),
      title: story.title,
      // The parent's recorder cuts the text the same way: the takes count the same sentences.
      sentences: splitIntoSentences(story.content).flat(),
      name: invitation.name,
      expiresAt: invitation.expiresAt.toISOString(),
      ...(recording
        ? { recording: { id: recording.id, taken: recording.taken, status: recording.status } }
        : {}),
    };
  }

  /** POST .../by-token/:token/recording: the invitation's one recording, started or resumed. */
  async function start(token: string) {
    const { invitation } = await open(token);
    const owner = ownerOf(invitation);
    const existing = await recordings.ofInvitation(owner.userId, owner.invitationId);
    if (existing) return existing;
    const made = await recordings.create(owner, invitation.storyId, invitation.name);
    // Null: a start at the same moment made it; that one is the recording.
    const recording = made ?? (await recordings.ofInvitation(owner.userId, owner.invitationId));
    if (!recording) throw invitationGone();
    return recording;
  }

  /** A take or the save through a live link: only the invitation's own recording. */
  async function putTake(token: string, sentence: number, body: Uint8Array) {
    const { invitation } = await open(token);
    const recording = await recordings.ofInvitation(invitation.userId, invitation.id);
    if (!recording) throw invitationGone();
    return recordings.putTake(ownerOf(invitation), recording.id, sentence, body);
  }

  /**
   * The parent hears that a relative has recorded: one mail, written in the transaction that
   * saves the voice, so a repeated or concurrent finish (which saves nothing) writes none.
   */
  async function mailParent(tx: Tx, invitation: LiveInvitation, story: TStory): Promise<string | null> {
    const [parent] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, invitation.userId));
    if (!parent) return null;
    const message = recordedMail({
      name: invitation.name,
      title: story.title,
      childName: story.childName,
      url: new URL(readerPath(story.id), deps.publicUrl).toString(),
      // The save is now: the list and the clean-up job count from the row's own time, a moment apart.
      removesAt: removalOf(now()),
    });
    return mailer.write(tx, [parent.email], message);
  }

  async function finish(token: string) {
    const { invitation, story } = await open(token);
    const recording = await recordings.ofInvitation(invitation.userId, invitation.id);
    if (!recording) throw invitationGone();
    const written: { mailId?: string } = {};
    const saved = await recordings.finish(ownerOf(invitation), recording.id, async (tx) => {
      written.mailId = (await mailParent(tx, invitation, story)) ?? undefined;
    });
    if (written.mailId) await mailer.deliverSoon(written.mailId);
    return saved;
  }

  /**
   * The hourly clean-up: relatives' voices left neither approved nor deleted for
   * UNAPPROVED_RECORDING_DAYS go (row, file), as the parent's Delete takes them.
   */
  function removeUnapproved(): Promise<number> {
    return recordings.removeUnapproved(new Date(now().getTime() - KEPT_MS));
  }

  /** POST /api/recordings/:id/approve: the relative's voice becomes the child's to hear. */
  async function approve(parent: InvitingParent, recordingId: string) {
    const approved = await recordings.approve(parent.id, recordingId);
    await audit.record(auditActor(parent), {
      action: 'recording.approve',
      targetId: approved.storyId,
      details: { recordingId, invitationId: approved.invitationId },
    });
    return approved;
  }

  return { create, list, revoke, resolve, view, start, putTake, finish, approve, removeUnapproved };
}

export type Invitations = ReturnType<typeof createInvitations>;
