# probe: logging.getLogger names and levels (no output)
# inputs
name = "bench.decode"
# body
import logging
log = logging.getLogger(name)
r_name = log.name
r_parent = log.parent.name
r_same = logging.getLogger(name) is log
r_level = logging.getLevelName(logging.WARNING)
log.setLevel(logging.DEBUG)
r_enabled = log.isEnabledFor(logging.DEBUG)
