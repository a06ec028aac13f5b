/**
 * The way back into a person's registration (Pay / Continue / Repeat payment), shared by the
 * portal and the tenant apps. A light entry (`@reg/registration/resume`): the pages that show it
 * do not load the wizard.
 */
export { ResumeLink, resumeSearch, type ResumeWay } from "./resume-link";
