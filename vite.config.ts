import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router reloads the page when a route's module fails to load. Offline that reload lands on the
 * browser's own error page and the visitor loses the site; rethrown, the failure reaches the root error
 * boundary, whose safe reload waits for the network (SPEC section 4; docs/decisions/005).
 */
function routeModuleFailureReachesErrorBoundary(): Plugin {
  const reload = /window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\}\);/;
  return {
    name: "route-module-failure-reaches-error-boundary",
    enforce: "pre",
    transform(code, id) {
      if (!/react-router\/dist\/production\/lib\/dom\/ssr\/routeModules\.js$/.test(id)) return null;
      if (!reload.test(code)) this.error("React Router's route-module reload changed: check docs/decisions/005 before upgrading.");
      return { code: code.replace(reload, "throw error;"), map: null };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), routeModuleFailureReachesErrorBoundary(), reactRouter()],
  build: { target: "es2022" },
});
