from pkg import LOG
from pkg.sub import PARTIAL
LOG.append("broken")
PARTIAL.append(1)
X = 1 / 0
