import {
  createInvitation,
  DEMO_PASSWORD,
  expect,
  registerViaApi,
  signIn,
  test,
  toastText,
  uniqueUsername,
} from './fixtures';
import { NARROW, shot, suffix, WIDE } from './support/screens';

/** A date-only value some days from today, as the date inputs take it. */
function daysFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('an admin runs a project from creation to deletion', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await registerViaApi(page, { companyName: `Projects E2E ${suffix()}` });
  const companyId = admin.companyId!;

  // A customer, created through the API.
  const lastName = `Okafor${suffix()}`;
  const customerRes = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Ada', lastName, email: 'ada@example.com' },
  });
  expect(customerRes.status(), await customerRes.text()).toBe(201);
  const customer = (await customerRes.json()) as { id: number };

  // A second member of the company, who joins through an invitation in another browser context.
  const inviteUrl = await createInvitation(page, companyId, 'employee');
  const helperContext = await browser.newContext();
  const helperName = uniqueUsername('helper');
  const joined = await helperContext.request.post('/api/register', {
    data: {
      username: helperName,
      password: 'secret123',
      email: `${helperName}@example.com`,
      firstName: 'Sam',
      lastName: 'Helper',
      inviteToken: new URL(inviteUrl).searchParams.get('invite'),
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await helperContext.close();

  // Carried from step to step: the project made in New Project, and its page.
  let projectName = '';
  let projectUrl = '';

  await test.step('phase templates: add, reorder, edit, delete', async () => {
    // Phase templates at /catalog/phases: new projects copy them.
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
    await expect(
      page.getByText("You haven't created any projects yet. Create your first project to get started."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Project' })).toBeVisible();

    await page.goto('/catalog/phases');
    await expect(page.getByRole('heading', { name: 'Project Phases', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Phase' }).click();
    const templateDialog = page.getByRole('dialog', { name: 'Add Phase' });
    await templateDialog.getByRole('button', { name: 'Add Phase' }).click();
    await expect(templateDialog.getByText('Phase name is required')).toBeVisible();
    await templateDialog.getByLabel('Phase name').fill('Site survey');
    await templateDialog.getByLabel('Description').fill('Measure and photograph the rooms.');
    await templateDialog.getByRole('button', { name: 'Add Phase' }).click();
    await expect(toastText(page, 'Phase created')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Site survey' })).toBeVisible();
    // A second template: reorder, edit and delete it, leaving only Site survey for new projects.
    await page.getByRole('button', { name: 'Add Phase' }).click();
    await templateDialog.getByLabel('Phase name').fill('Walkthrough');
    await templateDialog.getByLabel('Stage').selectOption('warranty');
    await templateDialog.getByRole('button', { name: 'Add Phase' }).click();
    await expect(page.getByRole('heading', { name: 'Walkthrough' })).toBeVisible();
    // The move's own answer carries the rows' new versions: an edit opened before the list is read again saves
    // (the list's reads are held back here until it has).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const templatesList = '**/api/companies/*/phase-templates';
    await page.route(templatesList, async (route) => {
      await held;
      // A read the page has given up on meanwhile (a newer one replaced it) is gone: nothing to let through.
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Move Walkthrough up' }).click();
    await expect(
      page.getByRole('table', { name: 'Phase templates' }).getByRole('heading').first(),
    ).toHaveText('Walkthrough');
    await shot(page, 'projects-phase-templates');
    await page.getByRole('button', { name: 'Edit Walkthrough' }).click();
    const editTemplate = page.getByRole('dialog', { name: 'Edit Phase' });
    await editTemplate.getByLabel('Phase name').fill('Final walkthrough');
    await editTemplate.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Phase updated')).toBeVisible();
    release();
    await page.unroute(templatesList);
    await page.getByRole('button', { name: 'Delete Final walkthrough' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Success')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Final walkthrough' })).toHaveCount(0);
  });

  await test.step('New Project: its messages, then the locked customer', async () => {
    // New project: the validation messages, then the locked customer from ?customerId=.
    await page.goto('/projects/new');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Please select a customer')).toBeVisible();
    await expect(page.getByText('Project name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Customer').click();
    await page.getByRole('combobox', { name: 'Search customers...' }).fill(lastName.slice(0, 8));
    await expect(page.getByRole('option', { name: new RegExp(lastName) })).toBeVisible();
    await shot(page, 'projects-new-customer-search');
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await expect(page.getByLabel('Customer')).toHaveText(`Ada ${lastName}`);
    await expect(page.getByText('Please select a customer')).toHaveCount(0);
    await shot(page, 'projects-new-wide');

    await page.goto(`/projects/new?customerId=${customer.id}`);
    const customerField = page.getByLabel('Customer');
    await expect(customerField).toBeDisabled();
    await expect(customerField).toHaveValue(`Ada ${lastName}`);
    projectName = `Kitchen for ${lastName}`;
    await page.getByLabel('Project name').fill(projectName);
    await page.getByLabel('Project type').selectOption('kitchen');
    await page.getByLabel('Description').fill('New cabinets, quartz counters and a tiled backsplash.');
    await page.setViewportSize(NARROW);
    await shot(page, 'projects-new-narrow');
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(toastText(page, 'Project created')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Project #\d+$/)).toBeVisible();
    projectUrl = page.url();
  });

  await test.step("phases: the template's copy, add, reorder, complete", async () => {
    // Phases: the template's copy is there; add one more, reorder, and complete one.
    await expect(page.getByRole('heading', { name: 'Site survey' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Phase' }).click();
    const phaseDialog = page.getByRole('dialog', { name: 'Add Phase' });
    await phaseDialog.getByLabel('Phase name').fill('Demolition');
    await phaseDialog.getByLabel('Stage').selectOption('in-production');
    await phaseDialog.getByLabel('Start date').fill(daysFromNow(7));
    await phaseDialog.getByRole('button', { name: 'Add Phase' }).click();
    await expect(toastText(page, 'Phase created')).toBeVisible();
    await expect(page.getByText('0 of 2 phases completed')).toBeVisible();
    await page.getByRole('button', { name: 'Move Demolition up' }).click();
    await expect(page.getByRole('table', { name: 'Phases' }).getByRole('heading').first()).toHaveText(
      'Demolition',
    );
    const toggle = page.getByRole('button', { name: 'Complete Demolition' });
    await toggle.click();
    await expect(toastText(page, 'Phase updated')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 2 phases completed')).toBeVisible();
    await shot(page, 'projects-phases-after-toggle');
  });

  await test.step('Details: completed phases and a stage change', async () => {
    // Details: the share of completed phases, then a stage change.
    await page.getByRole('tab', { name: 'Project Details' }).click();
    await expect(page.getByText('1 of 2 phases completed')).toBeVisible();
    await expect(page.getByText('50%', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pre-Production' })).toBeDisabled();
    await page.getByRole('button', { name: 'In Production' }).click();
    await expect(toastText(page, 'Project updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Production' })).toBeDisabled();
    await shot(page, 'projects-details-after-stage');
  });

  await test.step('tasks: add, edit, complete, delete', async () => {
    // Tasks: add (with the title message first), edit, complete, delete.
    await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
    await page.getByRole('button', { name: 'Add Task' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Add Task' });
    await taskDialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(taskDialog.getByText('Title is required')).toBeVisible();
    await taskDialog.getByLabel('Title').fill('Order cabinets');
    await taskDialog.getByLabel('Priority').selectOption('high');
    await taskDialog.getByLabel('Type').selectOption('order_materials');
    await taskDialog.getByLabel('Phase').selectOption({ label: 'Demolition' });
    await taskDialog.getByLabel('Assigned to').selectOption({ label: 'Sam Helper' });
    await taskDialog.getByLabel('Due date').fill(daysFromNow(10));
    await shot(page, 'projects-task-dialog');
    await taskDialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(toastText(page, 'Task created')).toBeVisible();
    const row = page.getByRole('row', { name: /Order cabinets/ });
    await expect(row.getByText('Sam Helper')).toBeVisible();
    await expect(row.getByText('High')).toBeVisible();

    await page.getByRole('button', { name: 'Edit task Order cabinets' }).click();
    const editTask = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(editTask.getByLabel('Assigned to')).toHaveValue(/\d+/);
    await editTask.getByLabel('Title').fill('Order kitchen cabinets');
    await editTask.getByLabel('Status').selectOption('in_progress');
    await editTask.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Task updated')).toBeVisible();
    const editedRow = page.getByRole('row', { name: /Order kitchen cabinets/ });
    await expect(editedRow.getByText('In progress')).toBeVisible();
    await shot(page, 'projects-tasks-table');

    const complete = page.getByRole('button', { name: 'Complete task Order kitchen cabinets' });
    await complete.click();
    await expect(toastText(page, 'Task completed')).toBeVisible();
    await expect(complete).toBeDisabled();
    await expect(editedRow.getByText('Completed')).toBeVisible();

    await page.getByRole('button', { name: 'Delete task Order kitchen cabinets' }).click();
    const confirmTask = page.getByRole('alertdialog');
    await expect(
      confirmTask.getByText('Are you sure you want to delete this task? This action cannot be undone.'),
    ).toBeVisible();
    await confirmTask.getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Task deleted')).toBeVisible();
    await expect(page.getByText('No tasks yet')).toBeVisible();
  });

  await test.step('the project team and its primary roles', async () => {
    // Team: Sam as primary Project Manager, then the admin as primary of the same role replaces Sam.
    await page.getByRole('button', { name: 'Manage Team' }).click();
    await expect(page.getByRole('tab', { name: 'Team', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    let memberDialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await memberDialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(memberDialog.getByText('Please select a team member')).toBeVisible();
    await expect(memberDialog.getByText('Please select a role')).toBeVisible();
    await memberDialog.getByLabel('Team member').selectOption({ label: 'Sam Helper' });
    await memberDialog.getByLabel('Role', { exact: true }).selectOption('project_manager');
    await memberDialog.getByLabel('Primary contact for this role').check();
    await memberDialog.getByLabel('Notes').fill('Runs the site day to day.');
    await memberDialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(toastText(page, 'Team member added')).toBeVisible();
    const samRow = page.getByRole('row', { name: /Sam Helper/ });
    await expect(samRow.getByText('Primary')).toBeVisible();

    await page.getByRole('button', { name: 'Add Team Member' }).click();
    memberDialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await memberDialog.getByLabel('Team member').selectOption({ label: 'Pat Builder' });
    await memberDialog.getByLabel('Role', { exact: true }).selectOption('project_manager');
    await memberDialog.getByLabel('Primary contact for this role').check();
    await memberDialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(toastText(page, 'Team member added')).toBeVisible();
    const patRow = page.getByRole('row', { name: /Pat Builder/ });
    await expect(patRow.getByText('Primary')).toBeVisible();
    await expect(samRow.getByText('Primary')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Sam Helper (Project Manager)' }).click();
    const editMember = page.getByRole('dialog', { name: 'Edit Team Member' });
    await editMember.getByLabel('Role', { exact: true }).selectOption('field_worker');
    await editMember.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Team member updated')).toBeVisible();
    await expect(samRow.getByText('Field Worker')).toBeVisible();
    await shot(page, 'projects-team-table');
  });

  await test.step('Edit Project: every field', async () => {
    // Edit Project: every field; the target date shows on the card later.
    await page.getByRole('button', { name: 'Edit Project' }).click();
    const editProject = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(editProject.getByLabel('Project name')).toHaveValue(projectName);
    await expect(editProject.getByLabel('Customer')).toContainText(`Ada ${lastName}`);
    await editProject.getByLabel('Budget ($)').fill('45000');
    await editProject.getByLabel('Target completion').fill('2030-03-15');
    await editProject.getByLabel('Progress (%)').fill('150');
    await editProject.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editProject.getByText('Progress must be between 0 and 100')).toBeVisible();
    await editProject.getByLabel('Progress (%)').fill('50');
    await shot(page, 'projects-edit-dialog');
    await editProject.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Project updated')).toBeVisible();
    await expect(editProject).toBeHidden();
  });

  await test.step('every tab, wide and narrow', async () => {
    // Every tab, wide and narrow.
    const tabNames = [
      'Project Phases',
      'Project Details',
      'Tasks',
      'Budget',
      'Team',
      'Financials',
      'Documents',
      'Calendar',
      'Team Chat',
      'Customer Messages',
    ];
    await page.getByRole('tab', { name: 'Budget', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Open Full Budget' })).toHaveAttribute(
      'href',
      /\/projects\/\d+\/budget$/,
    );
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText('No documents yet')).toBeVisible();
    for (const size of ['wide', 'narrow'] as const) {
      await page.setViewportSize(size === 'wide' ? WIDE : NARROW);
      for (const name of tabNames) {
        await page.getByRole('tab', { name, exact: true }).click();
        await shot(page, `projects-tab-${name.toLowerCase().replace(/ /g, '-')}-${size}`);
      }
    }
    await page.setViewportSize(WIDE);
  });

  await test.step('the list finds it; Delete Project', async () => {
    // The list finds the project by its customer's name and shows the stored progress.
    await page.goto('/projects');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(lastName);
    await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
    const card = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: projectName }) })
      .last();
    await expect(card.getByText(`Ada ${lastName}`)).toBeVisible();
    await expect(card.getByText('Due Mar 15, 2030')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(card.getByText('In Production')).toBeVisible();
    await expect(page.getByRole('button', { name: /In Production/ })).toContainText('1');
    await shot(page, 'projects-list-wide');
    await page.setViewportSize(NARROW);
    await shot(page, 'projects-list-narrow');
    await page.setViewportSize(WIDE);

    await page.getByLabel('Filter by stage').selectOption('warranty');
    await expect(page.getByText('No projects match your search for')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await expect(page.getByText('No projects in the "Warranty" stage.')).toBeVisible();
    await page.getByRole('button', { name: /^All/ }).click();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(lastName);

    await page.getByRole('button', { name: `Delete project ${projectName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('This action will permanently delete this project. This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Success')).toBeVisible();
    await expect(page.getByText(`No projects match your search for "${lastName}"`)).toBeVisible();

    await page.goto(projectUrl);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    await expect(page.getByText(/does not exist or you don't have permission to view it/)).toBeVisible();
  });
});

test('an employee sees the project team and phase templates read-only', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const owner = await registerViaApi(ownerPage, { companyName: `Readonly Co ${suffix()}` });
  const customerRes = await ownerPage.request.post(`/api/companies/${owner.companyId}/customers`, {
    data: { firstName: 'Lee', lastName: `Park${suffix()}` },
  });
  const customer = (await customerRes.json()) as { id: number };
  const projectRes = await ownerPage.request.post(`/api/companies/${owner.companyId}/projects`, {
    data: { customerId: customer.id, name: 'Basement finish', type: 'basement' },
  });
  expect(projectRes.status(), await projectRes.text()).toBe(201);
  const project = (await projectRes.json()) as { id: number };
  await ownerPage.request.post(`/api/companies/${owner.companyId}/phase-templates`, {
    data: { name: 'Permits' },
  });
  const url = await createInvitation(ownerPage, owner.companyId!, 'employee');
  await ownerContext.close();

  const username = uniqueUsername('emp');
  const res = await page.request.post('/api/register', {
    data: {
      username,
      password: 'secret123',
      email: `${username}@example.com`,
      inviteToken: new URL(url).searchParams.get('invite'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto(`/projects/${project.id}?tab=team`);
  await expect(page.getByRole('heading', { name: 'Basement finish', level: 1 })).toBeVisible();
  await expect(page.getByText('No one has been added to this project yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  // Team changes are for admins and managers: an employee is not offered Manage Team at all.
  await expect(page.getByRole('button', { name: 'Manage Team' })).toHaveCount(0);

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Basement finish' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete project/ })).toHaveCount(0);

  await page.goto('/catalog/phases');
  await expect(page.getByRole('heading', { name: 'Permits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Phase' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Permits' })).toHaveCount(0);
});

test('the header gives the start date, or says it is not set, never the creation date', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Start Dates ${suffix()}` });
  const customerRes = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
    data: { firstName: 'Rae', lastName: `Dunn${suffix()}` },
  });
  const customer = (await customerRes.json()) as { id: number };
  const create = async (data: Record<string, unknown>) => {
    const res = await page.request.post(`/api/companies/${admin.companyId}/projects`, {
      data: { customerId: customer.id, type: 'kitchen', ...data },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const undated = await create({ name: 'Undated job' });
  const dated = await create({ name: 'Dated job', startDate: '2031-03-04' });

  await page.goto(`/projects/${undated.id}`);
  await expect(page.getByRole('heading', { name: 'Undated job', level: 1 })).toBeVisible();
  await expect(page.getByText('Start Date: Not set')).toBeVisible();
  await expect(page.getByText(/Started/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Project Details' }).click();
  await expect(page.getByRole('tabpanel').getByText('Not set').first()).toBeVisible();

  await page.goto(`/projects/${dated.id}`);
  await expect(page.getByRole('heading', { name: 'Dated job', level: 1 })).toBeVisible();
  await expect(page.getByText('Start Date: March 4, 2031')).toBeVisible();
});

test('a long unbroken project name never widens a phone screen', async ({ page }) => {
  await page.setViewportSize(NARROW);
  const admin = await registerViaApi(page, { companyName: `Long Names ${suffix()}` });
  const customerRes = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
    data: { firstName: 'Max', lastName: `Wide${suffix()}` },
  });
  const customer = (await customerRes.json()) as { id: number };
  const name = `Kitchen${'X'.repeat(73)}`; // 80 characters, no space
  const projectRes = await page.request.post(`/api/companies/${admin.companyId}/projects`, {
    data: { customerId: customer.id, name, type: 'kitchen' },
  });
  expect(projectRes.status(), await projectRes.text()).toBe(201);
  const project = (await projectRes.json()) as { id: number };
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(NARROW.width);
  await shot(page, 'projects-long-name-narrow');

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(NARROW.width);

  await page.goto(`/customers/${customer.id}`);
  await page.getByRole('tab', { name: /Projects/ }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(NARROW.width);
  await shot(page, 'customers-long-project-name-narrow');
});

test('the list pages through many projects and sorts them on the server', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Many Projects ${suffix()}` });
  const customerRes = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
    data: { firstName: 'Bulk', lastName: 'Owner' },
  });
  const customer = (await customerRes.json()) as { id: number };
  for (let batch = 0; batch < 55; batch += 11) {
    await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        page.request.post(`/api/companies/${admin.companyId}/projects`, {
          data: {
            customerId: customer.id,
            name: `Job ${String(batch + i + 1).padStart(2, '0')}`,
            type: 'other',
          },
        }),
      ),
    );
  }

  await page.goto('/projects?sort=name-asc');
  await expect(page.getByText('Showing 1-50 of 55 projects')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Project' })).toHaveCount(50);
  await expect(page.locator('h2').first()).toHaveText('Job 01');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 51-55 of 55 projects')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Project' })).toHaveCount(5);
  await expect(page.locator('h2').first()).toHaveText('Job 51');
  // The page is in the address: refresh and Back keep it.
  await page.reload();
  await expect(page.getByText('Showing 51-55 of 55 projects')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 1-50 of 55 projects')).toBeVisible();

  await page.getByLabel('Sort projects').selectOption('name-desc');
  await expect(page).toHaveURL(/sort=name-desc/);
  await expect(page.locator('h2').first()).toHaveText('Job 55');
  await expect(page.getByRole('button', { name: /^Pre-Production/ })).toContainText('55');
});

test('the demo company: projects with phases, tasks and a team', async ({ page }) => {
  await signIn(page, 'manager', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'View Project' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^All \d+$/ })).toBeVisible();
  await shot(page, 'projects-demo-list-wide');
  await page.setViewportSize(NARROW);
  await shot(page, 'projects-demo-list-narrow');
  await page.setViewportSize(WIDE);

  await page.getByRole('link', { name: 'View Project' }).first().click();
  await expect(page.getByText(/^Project #\d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Complete / }).first()).toBeVisible();
  await shot(page, 'projects-demo-phases');
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
  await shot(page, 'projects-demo-tasks');
  await page.getByRole('tab', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Project Team' })).toBeVisible();
  await shot(page, 'projects-demo-team');
  await page.setViewportSize(NARROW);
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await shot(page, 'projects-demo-tasks-narrow');
});
