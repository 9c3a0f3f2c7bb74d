#!/bin/sh
# Misbehaving bot: starts a child that leaves the bot's process group
# (setsid) and keeps its pipes open, writes the child's pid to the file
# named by $1, then plays the first legal action.
setsid sleep 31340 &
echo $! > "$1"
while read -r w rest; do
	case "$w" in
	isready) echo readyok ;;
	legal) set -- $rest; echo "play $1" ;;
	quit) exit 0 ;;
	esac
done
