import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

const INDEX = /^index(?:\.[cm]?[jt]s)?$/;

/**
 * A module (a folder of `modulesDir`, e.g. core's `src/modules/registration/`) is entered only
 * through its `index.ts`: a file outside the module may import `../registration` or
 * `../registration/index`, never `../registration/slot-take/slot-taker`. Files inside a module
 * import each other freely. Relative imports only: modules are folders of one package.
 */
export const moduleFrontDoor = {
  meta: {
    type: "problem",
    docs: { description: "Import another module only through its index.ts" },
    schema: [
      {
        type: "object",
        properties: { modulesDir: { type: "string" } },
        required: ["modulesDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' is an internal file of the {{module}} module: import it from the module's index.ts ('{{door}}').",
    },
  },
  create(context) {
    const modulesDir = resolve(context.cwd, context.options[0].modulesDir);
    const filename = context.filename;

    /** The module a path lies in, and the path inside it; null outside every module. */
    function placeOf(path) {
      const inside = relative(modulesDir, path);
      if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return null;
      const [name, ...rest] = inside.split(sep);
      return { name, rest };
    }

    const own = placeOf(filename);
    const ownModule = own && own.rest.length > 0 ? own.name : null;

    function check(source) {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      if (!source.value.startsWith(".")) return;
      const target = placeOf(resolve(dirname(filename), source.value));
      if (!target || target.name === ownModule) return;
      if (target.rest.length === 0 || (target.rest.length === 1 && INDEX.test(target.rest[0])))
        return;
      let door = relative(dirname(filename), resolve(modulesDir, target.name)).split(sep).join("/");
      if (!door.startsWith(".")) door = `./${door}`;
      context.report({
        node: source,
        messageId: "internal",
        data: { source: source.value, module: target.name, door },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The rule as a plugin, for `plugins: { modules: moduleBoundariesPlugin }` (rule `modules/front-door`). */
export const moduleBoundariesPlugin = {
  meta: { name: "@reg/eslint-config/module-boundaries" },
  rules: { "front-door": moduleFrontDoor },
};
