import log
log.EVENTS.append("first")
