LOG = ["init-start"]
try:
    from . import scenarios
    LOG.append("scenarios-ok")
except ImportError as e:
    LOG.append(type(e).__name__)
REGISTRY = {}
from . import late
LOG.append("init-end")
