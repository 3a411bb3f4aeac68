import logm
logm.LOG.append("plugin")
logm.COUNT += 1
NAME = "plugin"
