#!/usr/bin/env bash
# The README's two commands on a fresh machine: a Debian chroot made by debootstrap (minbase),
# with nothing but the Swift toolchain (this machine's, bound read-only at the same path), the
# packages swift.org lists for it, less the two our build needs (libsqlite3-dev, pkg-config, so
# that make installs those too), and make. A clean clone of this checkout's HEAD runs
#
#     make run ARGS="items list"
#     make test
#
# and the script exits with the first failure's status. Needs root (debootstrap, chroot, mount)
# and the network (Debian's mirror). The base system is kept in DIR/base between runs; each run
# starts from a fresh copy of it.
#
#   Scripts/fresh-machine.sh [DIR]        (default: /var/tmp/crew-fresh-machine)
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"
top="${1:-/var/tmp/crew-fresh-machine}"
[ "$(id -u)" -eq 0 ] || { echo "error: $0 needs root (debootstrap, chroot and mount)" >&2; exit 1; }
command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }
swift="$(readlink -f "$(command -v swift)")"
toolchain="${swift%/usr/bin/*}"
suite="$(. /etc/os-release && echo "$VERSION_CODENAME")"
# swift.org's list for Debian 12, but for libsqlite3-dev and pkg-config, and make, which no
# Debian base system has and which the README's two commands need before anything can install it.
toolchain_packages=(binutils gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev
    libpython3-dev libxml2-dev tzdata uuid-dev ca-certificates make)

base="$top/base"
mkdir -p "$top"
if [ ! -e "$base/.crew-debootstrapped" ]; then
    echo "==> debootstrap $suite (minbase) into $base"
    rm -rf "$base"
    debootstrap --variant=minbase "$suite" "$base" http://deb.debian.org/debian >"$top.debootstrap.log" 2>&1 \
        || { echo "FAILED: debootstrap (see $top.debootstrap.log)" >&2; exit 1; }
    # As in a container image: packages do not start services (PostgreSQL's default cluster).
    printf '#!/bin/sh\nexit 101\n' >"$base/usr/sbin/policy-rc.d"
    chmod 755 "$base/usr/sbin/policy-rc.d"
    touch "$base/.crew-debootstrapped"
fi
if [ "$(cat "$base/.crew-toolchain-packages" 2>/dev/null)" != "${toolchain_packages[*]}" ]; then
    echo "==> the toolchain's packages: ${toolchain_packages[*]}"
    cp /etc/resolv.conf "$base/etc/resolv.conf"
    chroot "$base" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${toolchain_packages[*]}" \
        >"$top.toolchain.log" 2>&1 || { echo "FAILED: installing the toolchain's packages (see $top.toolchain.log)" >&2; exit 1; }
    echo "${toolchain_packages[*]}" >"$base/.crew-toolchain-packages"
fi

machine="$top/machine"
mounts=()
cleanup() {
    for ((index = ${#mounts[@]} - 1; index >= 0; index--)); do
        umount -R "${mounts[index]}" 2>/dev/null || umount -R -l "${mounts[index]}" 2>/dev/null || true
    done
    # Never remove a tree something is still mounted in: it could be the host's /dev.
    if grep -q " $machine[/ ]" /proc/mounts; then
        echo "warning: $machine still has mounts; left in place" >&2
    else
        rm -rf "$machine"
    fi
}
trap cleanup EXIT
rm -rf "$machine"
cp -a "$base" "$machine"
cp /etc/resolv.conf "$machine/etc/resolv.conf"
mount_into() { # mount_into TARGET MOUNT-ARGUMENTS...
    mkdir -p "$machine$1"
    mount "${@:2}" "$machine${1%/}"
    mounts+=("$machine${1%/}")
}
# The machine's root is a mount of its own, as a container's is: a test that makes a mount
# namespace (to hide a library from one command) makes its mounts private from there.
mount_into / --bind "$machine"
mount_into /proc -t proc proc
mount_into /sys --rbind /sys
mount_into /dev --rbind /dev
mount_into /tmp -t tmpfs tmpfs
mount_into "$toolchain" --bind -o ro "$toolchain"
git clone -q "$repository" "$machine/root/crew"
echo "==> in a fresh $suite with the toolchain at $toolchain: make run, then make test"
chroot "$machine" /usr/bin/env -i HOME=/root TERM="${TERM:-xterm}" LANG=C.UTF-8 \
    PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    bash -c 'cd /root/crew && time make run ARGS="items list" && time make test'
