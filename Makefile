# Pass the Night — two commands: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bundle clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,bundle]"
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m app

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bundle: $(STAMP)
	$(PY) packaging/build.py

clean:
	rm -rf build dist
