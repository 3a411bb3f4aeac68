import log
log.EVENTS.append("pkg start")
from . import first
log.EVENTS.append("pkg end")
