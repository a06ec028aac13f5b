import base from "@reg/eslint-config/base";
import { typed } from "@reg/eslint-config/typed";

export default [...base, ...typed(import.meta.dirname)];
