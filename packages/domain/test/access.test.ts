import {
  type AccessChangeFacts,
  type AccessSwitch,
  accessChangeRefusal,
  accessWith,
  fullAccess,
  isWithin,
  panelAccessWith,
  switchedValue,
} from '@qone/domain/access';
import { groupMessages } from '@qone/domain/messages';
import { describe, expect, it, vi } from 'vitest';

const PANEL = 'panel-1';
const flag = (target: 'settings' | 'projects', value: boolean): AccessSwitch => ({
  target,
  id: 'group-1',
  value,
  baseVersion: 1,
});
const panelField = (value: boolean): AccessSwitch => ({
  target: 'panel',
  panelId: PANEL,
  field: 'export',
  value,
  baseVersion: 1,
});

/** Facts whose data questions answer as given, and count how often they were asked. */
function facts(
  own = fullAccess([PANEL]),
  group = accessWith(false),
  hasMembers = false,
  settingsHeldElsewhere = true,
) {
  return {
    own,
    group,
    hasMembers: vi.fn(() => hasMembers),
    settingsHeldElsewhere: vi.fn(async () => settingsHeldElsewhere),
  } satisfies AccessChangeFacts;
}

describe('the access tree', () => {
  it('reads the flag or panel field a switch names, a missing panel row as off', () => {
    const access = {
      ...accessWith(false),
      projects: true,
      panelMap: { [PANEL]: { ...panelAccessWith(false), export: true } },
    };
    expect(switchedValue(access, flag('projects', false))).toBe(true);
    expect(switchedValue(access, flag('settings', true))).toBe(false);
    expect(switchedValue(access, panelField(false))).toBe(true);
    expect(switchedValue(accessWith(true), panelField(false))).toBe(false);
  });

  it('opens every flag and every given panel for the administrators’ group', () => {
    const access = fullAccess([PANEL]);
    expect(access.settings).toBe(true);
    expect(access.panelMap[PANEL]).toEqual(panelAccessWith(true));
    expect(isWithin(accessWith(true, { other: panelAccessWith(true) }), access)).toBe(false);
  });
});

describe('accessChangeRefusal: one rule for the server and the fake', () => {
  it('lets a caller turn on only what they hold', async () => {
    expect(await accessChangeRefusal(flag('projects', true), facts())).toBeUndefined();
    expect(await accessChangeRefusal(panelField(true), facts())).toBeUndefined();
    const without = facts({ ...accessWith(true), projects: false });
    expect(await accessChangeRefusal(flag('projects', true), without)).toEqual({
      status: 403,
      error: groupMessages.cannotGrantMore,
    });
    expect(await accessChangeRefusal(panelField(true), without)).toEqual({
      status: 403,
      error: groupMessages.cannotGrantMore,
    });
    // Turning on asks nothing of the stored data.
    expect(without.hasMembers).not.toHaveBeenCalled();
    expect(without.settingsHeldElsewhere).not.toHaveBeenCalled();
  });

  it('refuses to turn off anything of a group whose members hold more than the caller', async () => {
    const own = { ...accessWith(true), projects: false };
    const group = { ...accessWith(false), projects: true };
    expect(await accessChangeRefusal(flag('settings', false), facts(own, group, true))).toEqual({
      status: 403,
      error: groupMessages.membersHaveMoreAccess,
    });
    const empty = facts(own, group, false);
    expect(await accessChangeRefusal(flag('projects', false), empty)).toBeUndefined();
    expect(empty.hasMembers).toHaveBeenCalledOnce();
    const within = facts(fullAccess([PANEL]), group, true);
    expect(await accessChangeRefusal(flag('projects', false), within)).toBeUndefined();
    expect(within.hasMembers).not.toHaveBeenCalled();
  });

  it('keeps the last group giving settings to a signed-up user', async () => {
    const last = facts(fullAccess(), accessWith(true), false, false);
    expect(await accessChangeRefusal(flag('settings', false), last)).toEqual({
      status: 409,
      error: groupMessages.lastSettingsHolder,
    });
    expect(await accessChangeRefusal(flag('projects', false), last)).toBeUndefined();
    expect(
      await accessChangeRefusal(flag('settings', false), facts(fullAccess(), accessWith(true))),
    ).toBeUndefined();
  });
});
