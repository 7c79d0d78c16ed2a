import Domain
import Foundation

/// Remote payloads in the JSONPlaceholder shape, written here so the tests need no outside files.
enum Fixtures {
    static let userWithAddressAndCompany = """
        {
          "id": 1,
          "name": "Leanne Graham",
          "username": "Bret",
          "email": "Sincere@april.biz",
          "address": {
            "street": "Kulas Light", "suite": "Apt. 556", "city": "Gwenborough", "zipcode": "92998-3874",
            "geo": { "lat": "-37.3159", "lng": "81.1496" }
          },
          "phone": "1-770-736-8031 x56442",
          "website": "hildegard.org",
          "company": { "name": "Romaguera-Crona", "catchPhrase": "Multi-layered", "bs": "harness" }
        }
        """

    static let users =
        "[\(userWithAddressAndCompany), {\"id\": 2, \"name\": \"Ervin Howell\", \"email\": \"Shanna@melissa.tv\"}]"

    static let todoWithOwner = #"{"userId": 1, "id": 1, "title": "delectus aut autem", "completed": false}"#
    static let todoWithoutOwner = #"{"id": 2, "title": "quis ut nam facilis", "completed": true}"#
    static let todoWithNullOwner =
        #"{"userId": null, "id": 3, "title": "fugiat veniam minus", "completed": false}"#

    static let todos = "[\(todoWithOwner), \(todoWithoutOwner), \(todoWithNullOwner)]"

    static func data(_ text: String) -> Data { Data(text.utf8) }
}

/// The item with the identity a record has when it never had one (derived from its id): what a
/// fixture holds, for comparing a stored item's other values with it.
func withoutIdentity(_ item: Item) -> Item {
    Item(
        id: item.id, name: item.name, isCompleted: item.isCompleted, ownerID: item.ownerID, due: item.due,
        priority: item.priority, tags: item.tags, createdAt: item.createdAt, completedAt: item.completedAt)
}

/// The user with the identity derived from its id, for comparing with a fixture.
func withoutIdentity(_ user: User) -> User {
    User(id: user.id, name: user.name, email: user.email)
}
