import Domain
import DomainTestSupport
import Testing

@Suite("FindUser.namingWords: what completion offers for a user")
struct FindUserNamingWordsTests {
    @Test("each word of a name, folded, that names that user alone; each such word finds that user")
    func namingWords() async throws {
        let names = ["Ольга Иванова", "山田 太郎", "Zoë Ørsted", "Zoltan Kiss", "Bob Smith", "Bob Smithers"]
        let users = try names.enumerated().map { index, name in
            try User(
                id: userID(index + 1), name: PersonName(name), email: EmailAddress("u\(index + 1)@x.org"))
        }
        let words = FindUser.namingWords(of: users.map { (id: $0.id, name: $0.name.value) })
        #expect(words[userID(1)] == ["ольга", "иванова"])
        #expect(words[userID(2)] == ["山田", "太郎"])
        #expect(words[userID(3)] == ["zoe", "orsted"])
        #expect(words[userID(4)] == ["zoltan", "kiss"])
        #expect(words[userID(5)] == [], "bob and smith each start a word of Bob Smithers too")
        #expect(words[userID(6)] == ["smithers"])
        let find = FindUser(users: InMemoryUserRepository(users))
        for (id, named) in words {
            for word in named { #expect(try await find.execute(UserReference(word)).id == id, "\(word)") }
        }
    }
}
