import Presentation
import Terminal

/// The keys read, handled in order off the loop that reads them: a change waiting on a server
/// that does not answer holds the keys after it, never the loop, so q and Ctrl-C still leave.
extension ItemScreenSession {
    /// Handles the keys read, in order, off the loop that reads them (a change may wait on the
    /// network); every key read at once (a paste) is handled before the screen is drawn once.
    func handleWaitingKeys() async {
        while !waitingKeys.isEmpty, !isDone {
            await handle(waitingKeys.removeFirst())
        }
        if needsDraw { draw() }
        handling = nil
        // The loop may have stopped for q while a key waited on the network.
        if isDone { terminal.input.post(.end) }
    }

    static func leaves(_ key: ScreenKey) -> Bool {
        key == .interrupt || key == .character("q")
    }

    /// A key that leaves the list on screen (a move, a toggle), so that a q after it still
    /// means leaving, not a letter typed into a prompt it opened.
    static func keepsTheList(_ key: ScreenKey) -> Bool {
        switch key {
        case .up, .down, .character("j"), .character("k"), .character("g"), .character("G"), .character(" "),
            .character("x"):
            true
        default: false
        }
    }
}
