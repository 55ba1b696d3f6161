import SwoopInputModel

/// Values by device, in ascending device order: a session has a handful of devices, so a linear scan
/// of one small buffer beats hashing the id for every event, and walking the devices in order needs no
/// sort.
struct DeviceMap<Value: Sendable>: Sendable {
    private(set) var keys: [DeviceID] = []
    private var values: [Value] = []

    var isEmpty: Bool { keys.isEmpty }

    func index(of device: DeviceID) -> Int? {
        for index in keys.indices where keys[index] == device { return index }
        return nil
    }

    /// The device's value; setting `nil` removes the device.
    subscript(device: DeviceID) -> Value? {
        get { index(of: device).map { values[$0] } }
        set {
            if let index = index(of: device) {
                if let newValue { values[index] = newValue } else { remove(at: index) }
            } else if let newValue {
                let index = keys.firstIndex { $0 > device } ?? keys.endIndex
                keys.insert(device, at: index)
                values.insert(newValue, at: index)
            }
        }
    }

    /// The value at `index` (of `index(of:)`), read and changed in place: reading a field of a value
    /// that holds buffers (a touchscreen's tracker) then copies neither the value nor a reference.
    subscript(at index: Int) -> Value {
        _read { yield values[index] }
        _modify { yield &values[index] }
    }

    @discardableResult
    mutating func removeValue(forKey device: DeviceID) -> Value? {
        guard let index = index(of: device) else { return nil }
        return remove(at: index)
    }

    @discardableResult private mutating func remove(at index: Int) -> Value {
        keys.remove(at: index)
        return values.remove(at: index)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }
}
