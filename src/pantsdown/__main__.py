"""``python -m pantsdown``: the same as the ``pantsdown`` command."""

import sys

from pantsdown.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
