/// Small synthetic `libinput record` files; line numbers in the tests refer to this layout.
enum Samples {
    /// One device; lines: 1 version, 2 devices, 3 `- evdev:`, 4 name, 5 id, 6 codes, 7 absinfo,
    /// 8 properties, 9 `udev:`, 10 udev properties, 11… `events`.
    static func device(
        header: String = "version: 1",
        nameLine: String = "    name: \"Pad\"\n",
        id: String = "[3, 1739, 10600, 272]",
        codes: String = "{1: [330], 3: [0, 53, 57]}",
        absinfo: String = "{0: [0, 100, 0, 0, 1], 53: [0, 100, 0, 0, 1], 57: [0, 9, 0, 0, 0]}",
        udev: String = "[ID_INPUT=1, ID_INPUT_TOUCHPAD=1]",
        events: String = ""
    ) -> String {
        """
        \(header)
        devices:
        - evdev:
        \(nameLine)    id: \(id)
            codes: \(codes)
            absinfo: \(absinfo)
            properties: [0, 2]
          udev:
            properties: \(udev)

        """ + events
    }

    static let twoDevices = """
        # libinput record
        version: 1
        ndevices: 2
        libinput:
          version: "1.22.1"
          git: "unknown"
        system:
          os: "debian:12"
          kernel: "6.1.0"
        devices:
        - node: /dev/input/event5
          evdev:
            # Name: Test Touchpad
            name: "Test Touchpad"
            id: [24, 1739, 52791, 256]
            codes:
              0: [0, 1, 2] # EV_SYN
              1: [272, 325, 330, 333] # EV_KEY
              3: [0, 1, 47, 53, 54, 57] # EV_ABS
            absinfo:
              0: [0, 1224, 0, 0, 12]
              1: [0, 804, 0, 0, 12]
              47: [0, 4, 0, 0, 0]
              53: [0, 1224, 0, 0, 12]
              54: [0, 804, 0, 0, 12]
              57: [0, 65535, 0, 0, 0]
            properties: [0, 2, 4]
          hid: [0x05, 0x01]
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_TOUCHPAD=1
            - EMPTY=
          quirks:
          - ModelSynapticsSerialTouchpad=1
          events:
          - evdev:
            - [  0,      0,   3,  57,     7] # EV_ABS / ABS_MT_TRACKING_ID 7
            - [  0,      0,   1, 330,     1] # EV_KEY / BTN_TOUCH 1
            - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +0ms
            - [  1,  12000,   3,  53,   120] # EV_ABS / ABS_MT_POSITION_X 120
            - [  1,  12000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +1012ms
          - libinput:
            - {time: 1.012000, type: "POINTER_MOTION", delta: [ 0.00,  0.00]}
          - hid:
              time: [1, 15000]
              hidraw0: [0x01, 0x02]
          - evdev:
            - [  1,  20500,   3,  57,    -1]
            - [  1,  20500,   1, 330,     0]
            - [  1,  20500,   0,   0,     0]
        - node: /dev/input/event3
          evdev:
            name: "Test Keyboard"
            id: [17, 1, 1, 43841]
            codes:
              0: [0, 1, 4, 17, 20]
              1: [30, 31]
              4: [4]
              17: [0, 1, 2]
              20: [0, 1]
          udev:
          events:

        """
}
