import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ApplicationSummaryList,
  CandidateIdParams,
  ErrorBody,
  Interview,
  InterviewIdParams,
  InterviewList,
  Offer,
  OfferIdParams,
  OfferList,
  OnboardingFormList,
  RecruiterContacts,
  Todo,
  TodoIdParams,
  TodoList,
} from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { findInterview, findOffer, listInterviews, listOffers } from './interviews-and-offers.js';
import { listApplications } from './list-applications.js';
import { listOnboardingForms } from './onboarding-forms.js';
import { recruiterContacts } from './recruiter-contacts.js';
import { completeTodo, listTodos } from './todos.js';

const errors = { 401: ErrorBody, 404: ErrorBody };
const tags = ['dashboard'];

/**
 * The dashboard's candidate-side calls (spec 1 §1, §2): each reads the signed-in candidate's
 * own rows; a candidate id or record id of anyone else is not found.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The owner of a call by candidate id: that id must be the signed-in candidate's. */
  const ownerOf = async (request: FastifyRequest<{ Params: CandidateIdParams }>) => {
    const { params } = request;
    return (await requireSignedInOwner(app, request, params.client, params.candidateId)).owner;
  };

  app.get(
    '/rest/private/application/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The signed-in candidate\u2019s applications with their status timelines',
        params: CandidateIdParams,
        response: { 200: ApplicationSummaryList, ...errors },
      },
    },
    async (request) => listApplications(app.db, await ownerOf(request)),
  );

  app.get(
    '/rest/private/interview/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The signed-in candidate\u2019s interviews, soonest first',
        params: CandidateIdParams,
        response: { 200: InterviewList, ...errors },
      },
    },
    async (request) => listInterviews(app.db, await ownerOf(request)),
  );

  app.get(
    '/rest/private/offer/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The signed-in candidate\u2019s offers, newest first',
        params: CandidateIdParams,
        response: { 200: OfferList, ...errors },
      },
    },
    async (request) => listOffers(app.db, await ownerOf(request)),
  );

  app.get(
    '/rest/private/todo/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The signed-in candidate\u2019s to-dos',
        params: CandidateIdParams,
        response: { 200: TodoList, ...errors },
      },
    },
    async (request) => listTodos(app.db, await ownerOf(request)),
  );

  app.get(
    '/rest/private/onboarding/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'The signed-in candidate\u2019s onboarding forms',
        params: CandidateIdParams,
        response: { 200: OnboardingFormList, ...errors },
      },
    },
    async (request) => listOnboardingForms(app.db, await ownerOf(request)),
  );

  app.get(
    '/rest/private/recruiter-contact/:client/candidate/:candidateId',
    {
      schema: {
        tags,
        summary:
          'Whom the signed-in candidate reaches about steps the site cannot do yet: each application\u2019s recruiter, else the tenant\u2019s contact',
        params: CandidateIdParams,
        response: { 200: RecruiterContacts, ...errors },
      },
    },
    async (request) => {
      const { params } = request;
      const { tenant, owner } = await requireSignedInOwner(
        app,
        request,
        params.client,
        params.candidateId,
      );
      return recruiterContacts(app.db, tenant, owner);
    },
  );

  app.get(
    '/rest/private/interview/:client/id/:interviewId',
    {
      schema: {
        tags,
        summary: 'An interview of the signed-in candidate',
        params: InterviewIdParams,
        response: { 200: Interview, ...errors },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return findInterview(app.db, owner, request.params.interviewId);
    },
  );

  app.get(
    '/rest/private/offer/:client/id/:offerId',
    {
      schema: {
        tags,
        summary: 'An offer of the signed-in candidate',
        params: OfferIdParams,
        response: { 200: Offer, ...errors },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return findOffer(app.db, owner, request.params.offerId);
    },
  );

  app.post(
    '/rest/private/todo/:client/:todoId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a to-do (and the notification announcing it)',
        params: TodoIdParams,
        response: { 200: Todo, ...errors },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return completeTodo(app.db, owner, request.params.todoId);
    },
  );
};
