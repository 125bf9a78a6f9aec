import React from "react";
import { FormsContext, type FormsShared } from "./forms/forms-context";

/** An enquiry form as an island: its root provides the shared texts and company lines it was given as props. */
export function formIsland<P extends object>(Form: React.ComponentType<P>) {
  return function FormIsland({ shared, ...props }: P & { shared: FormsShared }) {
    return (
      <FormsContext.Provider value={shared}>
        <Form {...(props as unknown as P)} />
      </FormsContext.Provider>
    );
  };
}
