import type { ReactNode } from "react";

/** The narrow card the signed-out pages share (sign in / up, forgot and reset password). */
export function AuthCard(props: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="container page">
      <div className="narrow">
        <div className="card card--padded auth-card">
          <h1 className="auth-card__title">{props.title}</h1>
          {props.children}
        </div>
      </div>
    </div>
  );
}
