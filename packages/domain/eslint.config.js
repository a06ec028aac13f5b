import base from "@reg/eslint-config/base";
import { boundaries } from "@reg/eslint-config/boundaries";

export default [...base, ...boundaries("@reg/domain")];
