import log
log.EVENTS.append("second")
from . import first
log.EVENTS.append("second end")
