/// How much of an answer to a listing crew holds (``TodoStream``).
enum AnswerSizes {
    /// A page crew asks for (250 todos of a title each is about 20 KB) is read whole below this;
    /// a larger answer is read element by element.
    static let readWhole = 64 * 1024
    /// The most of one answer crew reads, streamed or not (the C side keeps no more either).
    static let maximum = 256 * 1024 * 1024
}
