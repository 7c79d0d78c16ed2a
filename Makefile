# crew: the one entry point. Every target calls a short script in Scripts/.
#   make run ARGS="items list"    run the crew CLI (built on demand)
#   make test                     every package's suite, then the cross-package suites
#   make affected [BASE=rev]      only the suites a change can affect (Scripts/affected.py)
.PHONY: build test affected run install lint format tsan asan coverage fuzz bench soak clean help

ARGS ?=
PREFIX ?= $(HOME)/.local

help:
	@echo "make build | test | affected [BASE=rev] | run ARGS='...' | install [PREFIX=~/.local] | lint | format | tsan | asan | coverage | fuzz | bench | soak | clean"

# Each target first installs what it needs and the machine lacks (Scripts/install-dependencies.sh,
# silent when everything is there), so `make run` and `make test` work on a fresh machine.
build:
	@Scripts/install-dependencies.sh build
	@Scripts/build-all.sh

test:
	@Scripts/install-dependencies.sh test
	@Scripts/test-scripts.sh
	@Scripts/test-all.sh

# BASE defaults to the merge base with main (on main: HEAD, the uncommitted work).
affected:
	@Scripts/affected.py --run $(if $(BASE),--base "$(BASE)")

run:
	@Scripts/install-dependencies.sh build
	@Scripts/run-crew.sh $(ARGS)

# The static release crew as $(PREFIX)/bin/crew.
install:
	@Scripts/install-dependencies.sh build
	@PREFIX="$(PREFIX)" Scripts/install.sh

lint:
	@Scripts/install-dependencies.sh lint
	@Scripts/lint.sh

format:
	@Scripts/lint.sh format

tsan:
	@Scripts/install-dependencies.sh test
	@Scripts/test-all.sh --sanitize=thread

asan:
	@Scripts/install-dependencies.sh test
	@Scripts/test-all.sh --sanitize=address

coverage:
	@Scripts/install-dependencies.sh test
	@Scripts/coverage.sh

# FUZZ_SECONDS=10 make fuzz for a short pass (CI); default 60 s per target.
fuzz:
	@Scripts/fuzz.sh

bench:
	@Scripts/bench.sh

# SOAK_SECONDS=60 make soak for a shorter one; concurrent writers, syncs and kill -9, invariants
# checked after every round (not part of make test).
soak:
	@Scripts/install-dependencies.sh test
	@Scripts/soak.sh

clean:
	@rm -rf .build
	@for p in Packages/* Apps/* Tests Tests/Fuzz; do rm -rf "$$p/.build"; done
