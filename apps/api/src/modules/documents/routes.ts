import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  deleteResult,
  documentContentQuery,
  documentDecision,
  documentMessages,
  documentView,
  errorBody,
  idParam,
  messages,
} from '@app/domain';
import { recordAudit } from '../audit';
import { actorOf } from './actor';
import { decideDocument } from './decide-document';
import { assertReachesAffiliate, documentBytes, listDocuments } from './documents-query';
import { closeIfUnread, receiveUpload, refuseBeforeReading, uploadLimits } from './receive-upload';
import { retireDocument } from './retire-document';
import { documentHeaders, sendDocument } from './serve-document';
import { idempotencyKeyOf, replyOnce } from '../../lib/idempotency';
import { assertRoomFor, processOrRefuse, storeDocument } from './store-document';

const tags = ['documents'];
/** The affiliate the path names: another line's answers as an unknown one. */
const affiliateRow = { kind: 'affiliate', notFound: messages.notFound.affiliate } as const;
const documentRow = { kind: 'document', notFound: documentMessages.notFound } as const;
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
/** The bytes of a document: no JSON schema for a 200 (it is the stored file). */
const binary = { 200: z.any().describe('El archivo guardado'), ...errors };

/**
 * The upload, in a context of its own: multipart is read here only (everywhere else the API speaks
 * JSON), and any other body is left unread for the handler's 415 rather than parsed.
 */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  await app.register(multipart, { limits: uploadLimits });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post(
    '/api/affiliate/:id/documents',
    {
      // Administrators need registry.write; a carrier its own affiliate; the application its token's.
      config: { access: 'upload', permission: 'registry.write', row: affiliateRow },
      onSend: closeIfUnread,
      schema: {
        tags,
        summary: 'Adjunta un documento (multipart: kind, file, expiresOn)',
        description:
          'Un administrador (registry.write), el transportista dueño, o quien envió la solicitud pública con su ' +
          'uploadToken (Authorization: Bearer <uploadToken>, 2 horas). Hasta 10 MB y 20 documentos vigentes.',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 201: documentView, ...errors },
      },
    },
    async (request, reply) => {
      const affiliateId = request.params.id;
      const key = idempotencyKeyOf(request);
      const actor = await actorOf(db, request);
      // Refused before a byte of the file is read: someone else's affiliate, already 20 papers, not multipart, too long.
      await assertReachesAffiliate(db, actor, affiliateId);
      // A retry (same key) may be of the 20th document: it is read and replayed; the lock re-counts.
      if (!key) await assertRoomFor(db, affiliateId);
      refuseBeforeReading(request);
      const sent = await receiveUpload(request);
      const stored = await processOrRefuse(sent.file);
      const { view, replayed } = await storeDocument(
        db,
        key,
        actor,
        affiliateId,
        sent.fields,
        stored,
        sent.fileName,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(view);
    },
  );
};

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  await app.register(uploadRoute);

  app.get(
    '/api/affiliate/:id/documents',
    {
      config: { access: 'signedIn', row: affiliateRow },
      schema: { tags, params: idParam, response: { 200: z.array(documentView), ...errors } },
    },
    async (request) => listDocuments(db, await actorOf(db, request), request.params.id),
  );

  app.get(
    '/api/documents/:id',
    {
      // A HEAD would run the handler and record a view of content nobody received.
      exposeHeadRoute: false,
      config: { access: 'signedIn', row: documentRow },
      onSend: documentHeaders,
      schema: { tags, params: idParam, querystring: documentContentQuery, response: binary },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const doc = await documentBytes(db, actor, request.params.id, 'content');
      const download = request.query.download === '1';
      // Who saw a carrier's papers: every view or download by an administrator is in the trail.
      if (actor.type === 'Administrator')
        await recordAudit(db, actor.id, {
          action: download ? 'download' : 'view',
          entity: 'document',
          entityId: request.params.id,
          after: { kind: doc.kind, fileName: doc.fileName },
          organizationId: doc.organizationId,
        });
      return sendDocument(reply, doc, download);
    },
  );

  app.get(
    '/api/documents/:id/thumbnail',
    {
      config: { access: 'signedIn', row: documentRow },
      onSend: documentHeaders,
      schema: { tags, params: idParam, response: binary },
    },
    // Not audited: a list shows thumbnails by the dozen; opening the document itself is what the trail records.
    async (request, reply) =>
      sendDocument(
        reply,
        await documentBytes(db, await actorOf(db, request), request.params.id, 'thumbnail'),
        false,
      ),
  );

  app.patch(
    '/api/documents/:id',
    {
      // Deciding on papers is part of deciding the application: the credit analyst's and manager's permission.
      config: { access: 'administrator', permission: 'requests.decide', row: documentRow },
      schema: { tags, params: idParam, body: documentDecision, response: { 200: documentView, ...errors } },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'document-decision', statusCode: 200 }, (tx) =>
        decideDocument(app.ctx, tx, request.principal!.id, request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { access: 'signedIn', permission: 'registry.write', row: documentRow },
      schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } },
    },
    async (request) => retireDocument(db, await actorOf(db, request), request.params.id),
  );
};
