# Pass the Night — two commands: `make run` and `make test`.
# PySide6 6.12 is best on CPython 3.12 or newer (on 3.11 a built-in error raised in a Qt override
# can segfault; see pyproject.toml): the first such interpreter found, else python3 (3.11+); a
# venv made by an older Python is made again when a newer one is there.
NEW_ENOUGH := -c 'import sys; sys.exit(sys.version_info < (3, 12))'
PYTHON ?= $(firstword $(foreach p,python3.12 python3.13 python3 $(wildcard $(HOME)/.pyenv/versions/3.1[2-9]*/bin/python3),$(shell $(p) $(NEW_ENOUGH) >/dev/null 2>&1 && echo $(p))) python3)
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bundle bundle-smoke clean bytecode translations update-translations

$(STAMP): pyproject.toml
	@$(PY) $(NEW_ENOUGH) 2>/dev/null || ! $(PYTHON) $(NEW_ENOUGH) 2>/dev/null || { test ! -e $(VENV) || echo "$(VENV) uses a Python older than 3.12: making it again with $(PYTHON)"; rm -rf $(VENV); }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,bundle]"
	touch $(STAMP)

# The app's compiled bytecode, written once (an interpreter started with PYTHONDONTWRITEBYTECODE=1
# never writes it, and compiling every module again at each start costs start-up time; the
# bundle's PYZ archive holds bytecode already). Up-to-date files are skipped.
bytecode: $(STAMP)
	$(PY) -m compileall -q app

# The compiled translations (build products, not in git): each .qm made again only when its .ts is
# newer. `update-translations` brings the .ts files up to date with the code (pyside6-lupdate,
# no source locations, no obsolete messages: resources/tools/translations.py).
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

translations: $(QM)

resources/translations/%.qm: resources/translations/%.ts | $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

update-translations: $(STAMP)
	$(PY) resources/tools/translations.py update

run: bytecode translations
	$(PY) -m app

# Every test, on every core (pytest-xdist: one worker per core, the long tests first, an idle
# worker takes the waiting tests of a busy one).
test: bytecode translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n auto --dist worksteal

# The bundle for this platform (on Linux also the release tarball), built reproducibly
# (PYTHONHASHSEED=0, SOURCE_DATE_EPOCH: packaging/build.py); `bundle-smoke` then starts the
# unpacked tarball on an X display as a player would (packaging/linux/smoke.sh: needs xvfb).
bundle: $(STAMP) translations
	$(PY) packaging/build.py

bundle-smoke: bundle
	packaging/linux/smoke.sh

clean:
	rm -rf build dist
