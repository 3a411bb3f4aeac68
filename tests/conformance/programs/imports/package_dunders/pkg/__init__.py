import os
SEEN = (__name__, os.path.basename(os.path.dirname(__file__)), type(__path__).__name__)
