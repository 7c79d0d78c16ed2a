# crew: the one entry point. Every target calls a short script in Scripts/.
#   make run ARGS="items list"    run the crew CLI (built on demand)
#   make test                     every package's suite, then the cross-package suites
#   make test-domain              one package's suite in the shared build (also test-data,
#                                 test-presentation, test-cli, test-tests; or make test PACKAGE=Packages/Data)
#   make affected [BASE=rev]      only the suites a change can affect (Scripts/affected.py)
.PHONY: api docs build test test-domain test-data test-presentation test-cli test-tests affected run install lint format tsan asan coverage fuzz bench soak model clean help

ARGS ?=
PREFIX ?= $(HOME)/.local

help:
	@echo "make build | test [PACKAGE=folder] | test-domain | test-data | test-presentation | test-cli | test-tests | affected [BASE=rev] | run ARGS='...' | install [PREFIX=~/.local] | lint | api | docs | format | tsan | asan | coverage | fuzz | bench | soak | model | clean"

# Each target first installs what it needs and the machine lacks (Scripts/install-dependencies.sh,
# silent when everything is there), so `make run` and `make test` work on a fresh machine.
build:
	@Scripts/install-dependencies.sh build
	@Scripts/build-all.sh

PACKAGE ?=
# Not for the recipes' environment: pg_virtualenv reads $PACKAGE as a Debian package being built.
unexport PACKAGE

test:
	@Scripts/install-dependencies.sh test
ifeq ($(PACKAGE),)
	@Scripts/test-scripts.sh
	@Scripts/test-all.sh
else
	@CREW_SELECTED_PACKAGES="$(PACKAGE:/=)" Scripts/test-all.sh
endif

# One layer's suite, in the same build as make test (.build/shared), so a developer's loop on
# one package never rebuilds what make test built.
test-domain:
	@$(MAKE) -s test PACKAGE=Packages/Domain
test-data:
	@$(MAKE) -s test PACKAGE=Packages/Data
test-presentation:
	@$(MAKE) -s test PACKAGE=Packages/Presentation
test-cli:
	@$(MAKE) -s test PACKAGE=Apps/CLI
test-tests:
	@$(MAKE) -s test PACKAGE=Tests

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

# Each library's public interface as its contract file (Packages/*/API, Apps/CLI/API), written
# from the sources; make lint fails, naming each breaking or additive difference, until it is.
api:
	@Scripts/install-dependencies.sh build
	@Scripts/api.py write

# Each library's DocC catalog, built offline into .build/docs (warnings are errors), with its
# documentation coverage.
docs:
	@Scripts/install-dependencies.sh build
	@Scripts/docs.sh

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

# MODEL_SECONDS=120 make model for a shorter one (default 600 s): fresh seeds of the model of crew,
# through the use cases on every store and as crew processes (not part of make test, which runs a
# fixed set); CREW_MODEL_SEED=N replays one.
model:
	@Scripts/install-dependencies.sh test
	@Scripts/model.sh

clean:
	@rm -rf .build
	@for p in Packages/* Apps/* Tests Tests/Fuzz; do rm -rf "$$p/.build"; done
