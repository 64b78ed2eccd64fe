// Every callable the app calls, each registered from its declaration
// (src/domain/model/callables.ts) with its handler from the one table both
// backends run (src/domain/server/handlers.ts, ADR 027), over the
// firebase-admin ports (ports.ts). callable.ts gives each the same edge:
// App Check, its instances, its input parsed, its refusals as HttpsErrors.
// Each is exported under its declared name (tests/functions/callable-names.test.ts).
import { callables, type CallableName, type Callables } from '../../src/domain/model/callables';
import { handlers } from '../../src/domain/server/handlers';
import { registerCallable } from './callable';
import { firebasePorts } from './ports';

function serve<N extends CallableName>(spec: Callables[N] & { readonly name: N }) {
  const handler = handlers[spec.name];
  return registerCallable<Callables[N]>(spec, (input, context) => handler(firebasePorts(), input, context));
}

// Applications and the public forms (ADR 014, 019).
export const submitApplication = serve(callables.submitApplication);
export const submitForm = serve(callables.submitForm);
export const verifyLink = serve(callables.verifyLink);
export const resendVerification = serve(callables.resendVerification);
export const createUserOnApproval = serve(callables.createUserOnApproval);
export const rejectApplication = serve(callables.rejectApplication);

// Consent (ADR 015).
export const requestSubscription = serve(callables.requestSubscription);
export const saveAlert = serve(callables.saveAlert);
export const setMemberSubscriptions = serve(callables.setMemberSubscriptions);
export const describeUnsubscribe = serve(callables.describeUnsubscribe);
export const unsubscribe = serve(callables.unsubscribe);
export const exportConsentCsv = serve(callables.exportConsentCsv);
export const sendNewsletter = serve(callables.sendNewsletter);

// The catalogue (ADR 023).
export const savePiece = serve(callables.savePiece);
export const setPieceAvailability = serve(callables.setPieceAvailability);
export const deletePiece = serve(callables.deletePiece);
export const linkPartner = serve(callables.linkPartner);

// What people ask for (ADR 037).
export const reportUnmetPattern = serve(callables.reportUnmetPattern);

// Moderation (ADR 017).
export const moderate = serve(callables.moderate);
export const undoDecision = serve(callables.undoDecision);
export const setTrustSettings = serve(callables.setTrustSettings);
export const deleteApproved = serve(callables.deleteApproved);

// A member's own (ADR 016).
export const deleteMessage = serve(callables.deleteMessage);
export const syncMemberEmail = serve(callables.syncMemberEmail);
export const exportMyData = serve(callables.exportMyData);
export const deleteMyAccount = serve(callables.deleteMyAccount);
