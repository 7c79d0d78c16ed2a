# crew: the one entry point. Every target calls a short script in Scripts/.
#   make run ARGS="items list"    run the crew CLI (built on demand)
#   make test                     every package's suite, then the cross-package suites
.PHONY: build test run lint format tsan bench clean help

ARGS ?=

help:
	@echo "make build | test | run ARGS='...' | lint | format | tsan | bench | clean"

build:
	@Scripts/build-all.sh

test:
	@Scripts/test-all.sh

run:
	@Scripts/run-crew.sh $(ARGS)

lint:
	@Scripts/lint.sh

format:
	@Scripts/lint.sh format

tsan:
	@Scripts/test-all.sh --sanitize=thread

bench:
	@Scripts/bench.sh

clean:
	@for p in Packages/* Apps/* Tests; do rm -rf "$$p/.build"; done
