/** The enhancement script's URL (vite.config.ts, `enhanceScript`). */
declare module "virtual:enhance-script" {
  const url: string;
  export default url;
}
