import base from "@reg/eslint-config/base";
import { boundaries } from "@reg/eslint-config/boundaries";
import { typed } from "@reg/eslint-config/typed";

export default [...base, ...boundaries("@reg/observability"), ...typed(import.meta.dirname)];
