import logm
from logm import LOG
LOG.append("pk.sub")
logm.COUNT += 1
import pk
SEES_PARENT = pk.VALUE
