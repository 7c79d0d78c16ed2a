/// Records who enters and leaves a section, and whether two were ever in it at once.
actor TurnRecorder {
    private(set) var log: [String] = []
    private(set) var overlapped = false
    private var inside = 0

    func enter(_ name: String) {
        inside += 1
        if inside > 1 { overlapped = true }
        log.append("enter \(name)")
    }

    func leave(_ name: String) {
        inside -= 1
        log.append("leave \(name)")
    }
}
