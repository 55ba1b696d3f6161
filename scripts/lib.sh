# Shared by scripts/swoop and scripts/test: find Swift, install missing Debian packages.
# Sourced, not run.

# Debian packages needed to build Swoop (C libraries reached through pkg-config).
SWOOP_BUILD_PACKAGES="pkg-config libinput-dev libudev-dev libevdev-dev libumockdev-dev libyaml-dev libcairo2-dev libgif-dev libsdl2-dev libpango1.0-dev libturbojpeg0-dev"
# Added for the test suite: umockdev emulates devices, libinput-tools and edid-decode are the references, unshare
# makes namespaces, python3-pil decodes rendered GIFs independently; the window tests run a real X server (xvfb, xauth),
# capture its framebuffer (x11-apps' xwd, netpbm's xwdtopnm) and press keys in it (xdotool); man-db reads the
# installed man pages; text goldens use DejaVu (fonts-dejavu-core) through the project's fontconfig file; the
# Wayland window test nests weston in Xvfb.
SWOOP_TEST_PACKAGES="umockdev libinput-tools util-linux edid-decode python3-pil xvfb xauth x11-apps netpbm xdotool man-db fonts-dejavu-core weston"

swoop_find_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
            [ -x "$dir/swift" ] && export PATH="$dir:$PATH" && return 0
        done
        echo "swoop: Swift 6 is not on PATH (looked in /opt/swift/usr/bin too). Install it from swift.org." >&2
        exit 69
    fi
}

# swoop_ensure_packages PKG...: installs what is missing when root, else says exactly what to run.
swoop_ensure_packages() {
    missing=""
    for pkg in "$@"; do
        status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
        case "$status" in *"install ok installed"*) ;; *) missing="$missing $pkg" ;; esac
    done
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "swoop: missing Debian packages:$missing" >&2
        echo "swoop: install them with: sudo apt-get install -y$missing" >&2
        exit 69
    fi
    echo "swoop: installing Debian packages:$missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2 || true
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing >&2
}
