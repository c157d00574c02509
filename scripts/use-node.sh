# Puts the project's Node (.nvmrc) first on PATH, installing it from the npm registry if this machine's Node
# is another major: the registry ships Node's own binaries as the node-linux-<arch> packages, so nothing is
# downloaded from anywhere else (docs/decisions/0057-node-24.md). Source it: `. scripts/use-node.sh`.
sfr_node_version="$(cat "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
if [[ "$(node -v 2>/dev/null)" != "v${sfr_node_version%%.*}."* ]]; then
  case "$(uname -m)" in
    x86_64) sfr_node_arch=x64 ;;
    aarch64 | arm64) sfr_node_arch=arm64 ;;
    *) echo "use-node.sh: no node-linux package for $(uname -m); install Node ${sfr_node_version} yourself" >&2 && return 1 ;;
  esac
  sfr_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/sfr-node/${sfr_node_version}"
  if [[ ! -x "$sfr_node_dir/node_modules/node-linux-$sfr_node_arch/bin/node" ]]; then
    npm install --prefix "$sfr_node_dir" --no-save --no-package-lock --no-audit --no-fund --ignore-scripts \
      "node-linux-$sfr_node_arch@${sfr_node_version}" >&2
  fi
  export PATH="$sfr_node_dir/node_modules/node-linux-$sfr_node_arch/bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)" >&2
