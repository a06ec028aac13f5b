export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const viewports: {
  mobile: { width: number; height: number };
  desktop: { width: number; height: number };
};
