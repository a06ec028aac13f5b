import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import type { Profile, ProfileInput } from "@reg/domain";
import { selectUser, useAppSelector, useDocumentTitle, useSession } from "@reg/front";
import { ErrorState, FullPageLoader, useToasts } from "@reg/ui";
import { ProfileForm, type ProfileFormValues } from "@reg/registration";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import "./account.css";

function formValuesOf(profile: Profile): ProfileFormValues {
  const { email: _email, ...values } = profile;
  return values;
}

/**
 * The profile page of the personal account: the person's own details, which prefill the
 * participant form of every new registration. Whose profile it is comes from the session only.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const toasts = useToasts();
  const user = useAppSelector(selectUser);
  const profile = useQuery(trpc.user.getProfile.queryOptions());
  const save = useMutation(trpc.user.updateProfile.mutationOptions());
  useDocumentTitle(t`My profile`);

  const onSubmit = async (input: ProfileInput) => {
    const saved = await save.mutateAsync(input);
    queryClient.setQueryData(trpc.user.getProfile.queryKey(), saved);
    if (user)
      session.signedIn({
        ...user,
        firstName: saved.firstName,
        lastName: saved.lastName,
        fullName: `${saved.firstName} ${saved.lastName}`,
      });
    toasts.success(msg`Your profile has been saved`);
  };

  return (
    <div className="container page">
      <Link to="/account" className="auth-card__link">
        <Trans>Back to my account</Trans>
      </Link>
      <h1 className="page__title">
        <Trans>My profile</Trans>
      </h1>
      <p className="profile-page__lead">
        <Trans>These details fill in the participant form when you register for an event.</Trans>
      </p>
      <div className="card card--padded profile-page__card">
        {profile.isPending ? (
          <FullPageLoader />
        ) : profile.isError ? (
          <ErrorState onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileForm initialValues={formValuesOf(profile.data)} onSubmit={onSubmit} />
        )}
      </div>
    </div>
  );
}
