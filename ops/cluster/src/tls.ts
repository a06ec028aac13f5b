import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export interface TlsFiles {
  certPath: string;
  keyPath: string;
}

/**
 * The certificate the proxy's TLS port presents: the operator's own when both files are given,
 * else a self-signed one for the cluster's host names, made with Debian's openssl in `runDir`
 * (a browser warns once; `curl --cacert` and the tests trust it by that file).
 */
export function clusterCertificate(
  runDir: string,
  hosts: readonly string[],
  given?: Partial<TlsFiles>,
): TlsFiles {
  if (given?.certPath && given.keyPath) {
    for (const path of [given.certPath, given.keyPath])
      if (!existsSync(path)) throw new Error(`TLS file not found: ${path}`);
    return { certPath: given.certPath, keyPath: given.keyPath };
  }
  const files = { certPath: join(runDir, "tls-cert.pem"), keyPath: join(runDir, "tls-key.pem") };
  const names = hosts.map((host) =>
    /^\d+\.\d+\.\d+\.\d+$/.test(host) ? `IP:${host}` : `DNS:${host}`,
  );
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "30",
      "-subj",
      `/CN=${hosts[0] ?? "localhost"}`,
      "-addext",
      `subjectAltName=${names.join(",")}`,
      "-keyout",
      files.keyPath,
      "-out",
      files.certPath,
    ],
    { encoding: "utf8" },
  );
  if (made.error || made.status !== 0)
    throw new Error(
      `openssl could not make the cluster's certificate (Debian's openssl package): ${made.error?.message ?? made.stderr}`,
    );
  return files;
}
